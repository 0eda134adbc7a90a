import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const ARTIFACTS = fileURLToPath(new URL('./artifacts/', import.meta.url));
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * A journey's screenshots: `shoot(page, name)` takes the whole page at desktop and phone width, as
 * `artifacts/<prefix><name>-desktop.png` and `-phone.png`, and leaves the page at desktop width.
 */
export function fullPageShots(prefix = '') {
  return async function shoot(page: Page, name: string): Promise<void> {
    for (const [label, size] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      await page.setViewportSize(size);
      // From the top, so the sticky header is not painted over the middle of a full-page shot; antd's
      // grid and the tables' card switch follow the width after a resize.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${ARTIFACTS}${prefix}${name}-${label}.png`, fullPage: true });
    }
    await page.setViewportSize(DESKTOP);
  };
}
