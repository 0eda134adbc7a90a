import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { CartView, ProductView } from '@ihe/contracts';
import { logIn, newAccount, signUpThroughApi, type TestAccount } from './journeys.js';

/** The web app registers its service worker after the page has loaded; it then controls the page at once. */
async function serviceWorkerInControl(page: Page): Promise<void> {
  // Generous: on a loaded 2-core machine the page's load event and the worker's install take a while.
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', null, {
    timeout: 60_000,
  });
}

/** The page's own scripts, copied into the runtime cache once the worker runs (they predate it). */
async function pageScriptsCached(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => {
      const loaded = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => new URL(url).pathname.startsWith('/assets/'));
      for (const url of loaded) if (!(await caches.match(url))) return false;
      return loaded.length > 0;
    },
    null,
    { timeout: 30_000, polling: 500 },
  );
}

async function signUpConsumer(request: APIRequestContext, account: TestAccount): Promise<string> {
  await signUpThroughApi(request, account);
  const login = await request.post('/api/v1/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { accessToken: string }).accessToken;
}

async function serverCart(request: APIRequestContext, token: string): Promise<CartView> {
  const response = await request.get('/api/v1/cart', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as CartView;
}

test('the app is installable: a valid manifest with icons, and a service worker that controls the page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifestResponse = await request.get(href!);
  expect(manifestResponse.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await manifestResponse.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Ihe Market',
    short_name: 'Ihe Market',
    start_url: '/',
    display: 'standalone',
    theme_color: '#2e7d32',
  });
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }

  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  await serviceWorkerInControl(page);
});

test('offline: a visited page still opens with a banner, and a cart change made offline is sent on return', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const account = newAccount('consumer', 'Ngozi');
  const token = await signUpConsumer(request, account);
  const listing = await request.get('/api/v1/products?pageSize=20');
  const product = ((await listing.json()) as { items: ProductView[] }).items.find(
    (item) => item.stockQuantity >= 3,
  );
  if (!product) throw new Error('the demo catalogue should hold a product with 3 kg in stock');

  await page.goto('/auth');
  await logIn(page, account);
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await serviceWorkerInControl(page);
  const shop = `/shop?search=${encodeURIComponent(product.name)}`;
  await page.goto(shop);
  const add = page.getByRole('article', { name: product.name }).getByRole('button', { name: /add/i });
  await add.click();
  await expect(page.getByText(`Added 1 ${product.name} to cart`)).toBeVisible();
  await pageScriptsCached(page);
  expect((await serverCart(request, token)).itemCount).toBe(1);

  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(banner).toBeVisible();

  // The shell comes from the worker's precache, the page's code from its runtime cache, the
  // listing from the catalogue cache: the visited page opens without a connection.
  await page.reload();
  await expect(add).toBeVisible();
  await expect(banner).toBeVisible();

  await add.click();
  await expect(page.getByText(`Added 1 ${product.name} to cart`)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ihe.cart.queue'))).toContain(product.id);

  await context.setOffline(false);
  await expect(banner).toBeHidden();
  await expect(page.getByText('Cart synced successfully!')).toBeVisible();
  await expect.poll(async () => (await serverCart(request, token)).itemCount).toBe(2);
  expect(await page.evaluate(() => localStorage.getItem('ihe.cart.queue'))).toBeNull();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
});
