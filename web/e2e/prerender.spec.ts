import { expect, test, type Page } from '@playwright/test';

const PHONE = { width: 390, height: 844 };
const PAGES = [
  { path: '/', heading: 'Fresh farm produce at wholesale prices' },
  { path: '/shop', heading: 'Shop fresh produce' },
];

/** Layout shifts of the page's lifetime so far, summed as the browser reports them (no input ones). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (window as unknown as { __shift: number }).__shift ??
      Promise.reject(new Error('no layout-shift observer in the page')),
  );
}

test('the home page and the shop are painted from their HTML, before any JavaScript runs', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  for (const { path, heading } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  }
  // Any other address gets the empty shell, drawn by the app alone.
  await page.goto('/about');
  await expect(page.locator('#root')).toBeEmpty();
  await context.close();
});

test('/checkout gets the shell that also fetches the checkout page’s code, alongside the entry', async ({
  request,
}) => {
  const html = await (await request.get('/checkout')).text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/CheckoutPage-[\w-]+\.js">/);
  const shell = await (await request.get('/about')).text();
  expect(shell).not.toContain('CheckoutPage-');
});

test('the app then draws the prerendered page in its place: one page, working, without errors or shifts', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(() => {
    const state = window as unknown as { __shift: number };
    state.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) state.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.setViewportSize(PHONE);

  await page.goto('/');
  // Drawn by the app: the category counts come from the API (the prerendered page shows placeholders).
  await expect(page.getByText(/^\d+ products?$/).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('banner')).toHaveCount(1);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.1);
  const heroSearch = page.locator('#home-search');
  await heroSearch.fill('rice');
  await heroSearch.press('Enter');
  await expect(page).toHaveURL(/\/shop\?.*search=rice/);

  await page.goto('/shop');
  await expect(page.getByRole('button', { name: /^Add to Cart: / }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.1);
  expect(errors).toEqual([]);
});
