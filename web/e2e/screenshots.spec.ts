import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { openPage } from './journeys.js';

const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));

const widths = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const viewport of widths) {
  test.describe(`screenshots at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('auth: login tab', async ({ page }) => {
      await page.goto('/auth');
      await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
      await page.screenshot({ path: `${artifacts}auth-login-${viewport.name}.png`, fullPage: true });
    });

    test('auth: sign up tab', async ({ page }) => {
      await page.goto('/auth?tab=signup');
      await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
      await page.screenshot({ path: `${artifacts}auth-signup-${viewport.name}.png`, fullPage: true });
    });

    test('header', async ({ page }) => {
      await openPage(page, '/');
      const header = page.locator('header.ihe-header');
      await expect(header).toBeVisible();
      // The page below the header loads as its own chunk; wait for it to replace the spinner.
      await expect(page.locator('main [role="status"]')).toHaveCount(0);
      await header.screenshot({ path: `${artifacts}header-${viewport.name}.png` });
      await page.screenshot({ path: `${artifacts}home-${viewport.name}.png`, fullPage: true });
    });
  });
}
