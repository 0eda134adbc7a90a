import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PHONE } from './axe-scan.js';
import { openPage } from './journeys.js';
import { signUpConsumer } from './role-accounts.js';

/** The element that has focus: its accessible name as a keyboard user hears it, and whether focus shows. */
async function focused(page: Page): Promise<{ name: string; visible: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: '', visible: false };
    const name =
      element.getAttribute('aria-label') ??
      ((element as HTMLInputElement).labels?.[0]?.textContent || element.textContent || '').trim();
    // A focus indicator: an outline, or antd's focus ring (a box shadow) or its coloured border.
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    const wrapper = element.closest('.ant-input-affix-wrapper, .ihe-search-field-box, .ant-select');
    const wrapperRing = wrapper ? getComputedStyle(wrapper).boxShadow !== 'none' : false;
    return { name, visible: element.matches(':focus-visible') && (outline || ring || wrapperRing) };
  });
}

/** Presses Tab until focus reaches an element whose name matches; fails after `limit` presses. */
async function tabTo(page: Page, name: RegExp, limit = 40): Promise<{ presses: number; visible: boolean }> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (name.test(now.name)) return { presses, visible: now.visible };
  }
  throw new Error(`Tab never reached ${name} within ${limit} presses`);
}

test('Tab from the top of a page reaches search, cart and login within the header, each with focus visible', async ({
  page,
}) => {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto('/about');
    // The header's stops come first: a phone's menu button, the logo, the links, search, cart, login.
    const stops: { name: string; visible: boolean }[] = [];
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press('Tab');
      stops.push(await focused(page));
    }
    for (const name of [/^Search products$/, /^Cart, \d+ items?$/, /^Login$/]) {
      const stop = stops.find((candidate) => name.test(candidate.name));
      expect(stop, `${viewport.name}: ${name} among ${stops.map((s) => s.name).join(' | ')}`).toBeDefined();
      expect(stop!.visible, `${viewport.name}: focus shows on ${stop!.name}`).toBe(true);
    }
  }
});

test('by keyboard alone: log in through the form, search, add to cart and open the cart', async ({
  page,
  request,
}) => {
  const account = await signUpConsumer(request, 'Emeka');
  await page.setViewportSize(DESKTOP);
  await page.goto('/about');

  // Log in: the header's Login, then Tab into the form, type, Enter submits.
  await tabTo(page, /^Login$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth/);
  const email = await tabTo(page, /^Email$/);
  expect(email.visible).toBe(true);
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Logged in successfully!')).toBeVisible();

  // Search from the header: type and Enter.
  await tabTo(page, /^Search products$/);
  await page.keyboard.type('yam');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop\?.*search=yam/);

  // The first card's Add button, pressed with Enter.
  const add = await tabTo(page, /^Add to Cart: /);
  expect(add.visible).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Added \d+ .* to cart$/)).toBeVisible();

  // From the top of the page, the cart opens as a dialog with Enter and closes with Escape.
  await openPage(page, '/shop');
  await tabTo(page, /^Cart, \d+ items?$/);
  await page.keyboard.press('Enter');
  const cart = page.getByRole('dialog');
  await expect(cart.getByRole('listitem')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(cart).toBeHidden();
});
