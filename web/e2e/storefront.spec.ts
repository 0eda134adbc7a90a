import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { CartLineView, ProductListResponse, ProductView } from '@ihe/contracts';
import { holdRequests, logIn, newAccount, openPage, signUpThroughApi, type TestAccount } from './journeys.js';

const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));

/** A consumer signed up through the API, so the browser journey starts as a guest. */
async function signUpConsumer(request: APIRequestContext, firstName: string): Promise<TestAccount> {
  const account = newAccount('consumer', firstName);
  await signUpThroughApi(request, account);
  return account;
}

async function someProducts(request: APIRequestContext, count: number): Promise<ProductView[]> {
  const response = await request.get(`/api/v1/products?pageSize=${count}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ProductListResponse).items;
}

/** What the app keeps in localStorage when a save to the server fails (spec 1 §4). */
function storedCart(lines: { product: ProductView; quantity: number }[]): string {
  const cartLines: CartLineView[] = lines.map(({ product, quantity }) => ({
    productId: product.id,
    quantity,
    unitPrice: product.price,
    totalPrice: product.price * quantity,
    addedAt: new Date().toISOString(),
    product: {
      id: product.id,
      name: product.name,
      price: product.price,
      imageUrls: product.imageUrls,
      stockQuantity: product.stockQuantity,
      category: product.category,
      vendor: product.vendor,
      available: true,
    },
  }));
  return JSON.stringify({ version: 1, lines: cartLines });
}

async function seedBrowserCart(page: Page, json: string): Promise<void> {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('ihe.e2e.seeded')) {
      localStorage.setItem('ihe.cart', value);
      sessionStorage.setItem('ihe.e2e.seeded', '1');
    }
  }, json);
}

const naira = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

/** What antd's Select labelled `label` shows as chosen. */
function chosenOption(page: Page, label: string) {
  return page
    .locator('.ant-select', { has: page.getByLabel(label, { exact: true }) })
    .locator('.ant-select-content');
}

async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  // antd's Select: its combobox opens a list of options.
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
}

test('every search box shows its whole placeholder, at phone and desktop width', async ({ browser }) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    for (const path of ['/', '/shop']) {
      await page.goto(path);
      await expect(page.locator('input[placeholder]:visible').first()).toBeVisible();
      const clipped = await page.locator('input[placeholder]:visible').evaluateAll((inputs) =>
        (inputs as HTMLInputElement[])
          .filter((input) => {
            const style = getComputedStyle(input);
            const text = document.createElement('canvas').getContext('2d')!;
            text.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            return text.measureText(input.placeholder).width > room;
          })
          .map((input) => input.placeholder),
      );
      expect(clipped, `${path} at ${viewport.width} px`).toEqual([]);
    }
    await context.close();
  }
});

test('a guest searches, filters, sorts, is sent to log in, comes back and fills the cart', async ({
  page,
  request,
}) => {
  const account = await signUpConsumer(request, 'Amaka');

  await openPage(page, '/');
  const hero = page.getByRole('region', { name: /Fresh farm produce/ });
  await hero.getByLabel('Search products').fill('rice');
  await hero.getByLabel('Search products').press('Enter');
  await expect(page).toHaveURL(/\/shop\?search=rice$/);
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue('rice');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();

  await chooseOption(page, 'Category', 'Rice');
  await expect(page).toHaveURL(/\/shop\?search=rice&category=rice$/);
  await expect(cards.first().getByText('Rice', { exact: true })).toBeVisible();
  const riceCount = await cards.count();
  for (let index = 0; index < riceCount; index++)
    await expect(cards.nth(index).locator('.ihe-product-category')).toHaveText('Rice');

  await chooseOption(page, 'Sort by', 'Price: Low to High');
  await expect(page).toHaveURL(/sort=price-low/);
  // A new sort is a new query (skeletons, then the cards it answers): wait for the cards to be in price order.
  const inPriceOrder = async () => {
    const prices = (await page.getByTestId('product-price').allTextContents()).map(naira);
    return prices.length > 1 && prices.every((price, i) => i === 0 || prices[i - 1] <= price);
  };
  await expect.poll(inPriceOrder).toBe(true);
  await expect(page.locator('.ihe-shop-refreshing')).toHaveCount(0);

  // The URL is the state: back undoes the sort, in the URL and on screen.
  await page.goBack();
  await expect(page).toHaveURL(/\/shop\?search=rice&category=rice$/);
  await expect(chosenOption(page, 'Sort by')).toHaveText('Name A-Z');
  await page.goForward();
  await expect(page).toHaveURL(/sort=price-low/);
  await expect(chosenOption(page, 'Sort by')).toHaveText('Price: Low to High');

  await cards
    .first()
    .getByRole('button', { name: /^Add to Cart: / })
    .click();
  await expect(page.getByText('Please login to add items to cart')).toBeVisible();
  await expect(page).toHaveURL(
    /\/auth\?redirect=%2Fshop%3Fsearch%3Drice%26category%3Drice%26sort%3Dprice-low$/,
  );

  await logIn(page, account);
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/shop\?search=rice&category=rice&sort=price-low$/);

  const first = cards.nth(0);
  const firstName = await first.getByRole('heading').textContent();
  await first.getByRole('button', { name: 'Increase quantity' }).click();
  await first.getByRole('button', { name: 'Increase quantity' }).click();
  await first.getByRole('button', { name: /^Add to Cart: / }).click();
  await expect(page.getByText(`Added 3 ${firstName} to cart`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();

  const second = cards.nth(1);
  const secondName = await second.getByRole('heading').textContent();
  await second.getByLabel(`Quantity (kg) of ${secondName}`).fill('2');
  await second.getByLabel(`Quantity (kg) of ${secondName}`).press('Enter');
  await second.getByRole('button', { name: /^Add to Cart: / }).click();
  await expect(page.getByText(`Added 2 ${secondName} to cart`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 5 items' })).toBeVisible();

  // The cart is on the server: a reload shows it again.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Cart, 5 items' })).toBeVisible();
  await page.getByRole('link', { name: 'Cart, 5 items' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('listitem')).toHaveCount(2);
  await expect(drawer.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
});

test('a cart left in the browser is merged into the server cart at login', async ({ page, request }) => {
  const account = await signUpConsumer(request, 'Bisi');
  const [yam, rice] = await someProducts(request, 2);
  await seedBrowserCart(
    page,
    storedCart([
      { product: yam!, quantity: 4 },
      { product: rice!, quantity: 1 },
    ]),
  );

  await page.goto('/auth');
  await logIn(page, account);
  await expect(page.getByText('Cart synced successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Cart, 5 items' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ihe.cart'))).toBeNull();

  await page.getByRole('link', { name: 'Cart, 5 items' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('listitem', { name: yam!.name })).toBeVisible();
  await expect(drawer.getByRole('listitem', { name: rice!.name })).toBeVisible();
  await drawer.getByRole('button', { name: `Remove ${rice!.name}` }).click();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Item removed from cart')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();
});

const widths = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/**
 * Lazy images below the fold would be blank in a full-page picture, and so would product cards out of
 * sight, which the browser draws only as they near the screen (content-visibility, shop.css): a
 * visitor scrolling sees them drawn.
 */
async function loadAllImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A rule, not each card's style: the grid draws its later cards a slice at a time.
    const drawAllCards = document.createElement('style');
    drawAllCards.textContent = '.ihe-product-card { content-visibility: visible !important; }';
    document.head.append(drawAllCards);
    const images = [...document.querySelectorAll('img')];
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images.map((image) =>
        image.complete
          ? null
          : new Promise((resolve) => image.addEventListener('load', resolve, { once: true })),
      ),
    );
  });
}

for (const viewport of widths) {
  test.describe(`storefront screenshots at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('home, shop, cart drawer, logistics', async ({ page, request }) => {
      const shot = (name: string, fullPage = true) =>
        page.screenshot({ path: `${artifacts}storefront-${name}-${viewport.name}.png`, fullPage });

      await page.goto('/');
      await expect(page.getByRole('article')).toHaveCount(3);
      await expect(page.getByRole('link', { name: /Yam\s*\d+ products?/ })).toBeVisible();
      await loadAllImages(page);
      await shot('home');

      await page.goto('/shop?category=yam');
      // Every card of the page drawn (the grid draws them a slice at a time) before the picture.
      const found = page.getByText(/^\d+ products?$/);
      await expect(found).toBeVisible();
      const listed = Number(/\d+/.exec(await found.innerText())![0]);
      await expect(page.getByRole('article')).toHaveCount(Math.min(listed, 24));
      await loadAllImages(page);
      await shot('shop');

      const products = await someProducts(request, 3);
      await seedBrowserCart(
        page,
        storedCart(products.map((product, index) => ({ product, quantity: index + 2 }))),
      );
      await page.goto('/shop');
      await page.getByRole('link', { name: 'Cart, 9 items' }).click();
      await expect(page.getByRole('dialog').getByRole('listitem')).toHaveCount(3);
      await loadAllImages(page);
      await page.waitForTimeout(400); // the drawer's slide-in
      await shot('cart-drawer', false);

      await page.goto('/logistics');
      await page.getByLabel('Weight (kg)').fill('250');
      await page.getByRole('button', { name: /Calculate Estimate/ }).click();
      await expect(page.getByTestId('logistics-estimate')).toHaveText('₦52,000');
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot('logistics');
    });
  });
}

test.describe('a page whose code is slow to arrive', () => {
  // Every chunk comes from the network here, where the test can hold one back (not from the worker's cache).
  test.use({ serviceWorkers: 'block' });

  test('going back before it arrived shows the page gone back to', async ({ page }) => {
    await openPage(page, '/');
    const release = await holdRequests(page, /\/assets\/LogisticsPage-[\w-]+\.js$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Logistics', exact: true }).click();
    await expect(page).toHaveURL(/\/logistics$/);
    await expect(page.getByRole('status')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    // The logistics page's code arrives after the buyer has left it.
    release();
    await page.waitForResponse(/\/assets\/LogisticsPage-[\w-]+\.js$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Fresh farm produce at wholesale prices',
    );
    await expect(page.getByRole('link', { name: /^Yam\b/ })).toBeVisible();
  });

  test('going back from a stand-alone page (login) before it arrived shows the storefront again', async ({
    page,
  }) => {
    await openPage(page, '/');
    const release = await holdRequests(page, /\/assets\/AuthPage-[\w-]+\.js$/);
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/auth/);
    await expect(page.getByRole('status')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    release();
    await page.waitForResponse(/\/assets\/AuthPage-[\w-]+\.js$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Fresh farm produce at wholesale prices',
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  });
});
