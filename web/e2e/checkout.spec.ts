import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ProductView } from '@ihe/contracts';
import { logIn, newAccount, signUpThroughApi } from './journeys.js';
import { DESKTOP, fullPageShots } from './full-page-shots.js';

const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));

const shoot = fullPageShots();

/** Two in-stock demo products from different vendors (the demo seed has 6 vendors). */
async function twoProductsFromDifferentVendors(
  request: APIRequestContext,
): Promise<[ProductView, ProductView]> {
  const response = await request.get('/api/v1/products?pageSize=60');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: ProductView[] };
  const first = items.find((product) => product.vendorId && product.stockQuantity >= 1);
  const second = items.find(
    (product) => product.vendorId && product.vendorId !== first?.vendorId && product.stockQuantity >= 1,
  );
  if (!first || !second) throw new Error('the demo catalogue should hold products from two vendors');
  return [first, second];
}

async function addToCartFromShop(page: Page, product: ProductView): Promise<void> {
  await page.goto(`/shop?search=${encodeURIComponent(product.name)}`);
  await page.getByRole('button', { name: `Add to Cart: ${product.name}` }).click();
  await expect(page.getByText(`Added 1 ${product.name} to cart`)).toBeVisible();
}

test('a consumer checks out with cash on delivery, then finds the order, its invoice and edits the profile', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const account = newAccount('consumer', 'Amaka');
  await signUpThroughApi(request, account);
  const [yam, other] = await twoProductsFromDifferentVendors(request);

  await page.goto('/auth');
  await logIn(page, account);
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await addToCartFromShop(page, yam);
  await addToCartFromShop(page, other);

  // Checkout: customer, prefilled address, card by default, both lines and the fee.
  await page.goto('/checkout');
  const summary = page.getByRole('list', { name: 'Items in your order' });
  await expect(summary.getByText(yam.name)).toBeVisible();
  await expect(summary.getByText(other.name)).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page.getByLabel('Delivery Address')).toHaveValue('12 Market Road, Enugu');
  await expect(page.getByRole('radio', { name: 'Credit/Debit Card' })).toBeChecked();
  await expect(page.getByText('WhatsApp order updates')).toBeVisible();
  // The delivery boxes: 2 lines tall, growing with what is typed up to 5 lines, then scrolling; no resize grip.
  const instructions = page.getByLabel('Special Instructions (optional)');
  await expect(instructions).toHaveCSS('resize', 'none');
  const linesShown = () =>
    instructions.evaluate((box) => {
      const style = getComputedStyle(box);
      const chrome =
        parseFloat(style.paddingTop) +
        parseFloat(style.paddingBottom) +
        parseFloat(style.borderTopWidth) +
        parseFloat(style.borderBottomWidth);
      return Math.round((box.getBoundingClientRect().height - chrome) / parseFloat(style.lineHeight));
    });
  expect(await linesShown()).toBe(2);
  await instructions.fill(['Gate 2', 'Blue door', 'Ask for Ngozi'].join('\n'));
  expect(await linesShown()).toBe(3);
  await instructions.fill(['1', '2', '3', '4', '5', '6', '7'].join('\n'));
  expect(await linesShown()).toBe(5);
  await instructions.fill('Please call when you reach the gate');
  expect(await linesShown()).toBe(2);
  await shoot(page, 'checkout');

  await page.getByText('Cash on Delivery').click();
  await expect(page.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
  await page.getByRole('button', { name: /Place Order/ }).click();

  await expect(page.getByText('Order Placed Successfully!', { exact: true })).toBeVisible();
  await expect(page.getByText('Order placed successfully!', { exact: true })).toBeVisible();
  const receipt = await page.getByText(/Your order #[0-9a-f]{8} has been received/).textContent();
  const shortId = /#([0-9a-f]{8})/.exec(receipt ?? '')![1]!;
  const ref = `IHE-${shortId.slice(-6).toUpperCase()}`;
  await expect(page.getByText('Cash on Delivery')).toBeVisible();
  await shoot(page, 'checkout-success');

  // The cart was emptied by the order.
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();

  // My Orders: the card, search by product and by ref, status filter, all in the URL.
  await page.getByRole('link', { name: 'View My Orders' }).click();
  await expect(page).toHaveURL(/\/consumer-dashboard\/orders$/);
  const card = page.getByRole('article', { name: `Order ${ref}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('Pending')).toBeVisible();
  await expect(card.getByText(`${yam.name} × 1 kg`)).toBeVisible();
  await expect(card.getByText(`${other.name} × 1 kg`)).toBeVisible();
  await shoot(page, 'orders');

  const search = page.getByRole('searchbox', { name: 'Search orders' });
  await search.fill(other.name);
  await expect(page).toHaveURL(/[?&]search=/);
  await expect(card).toBeVisible();
  await search.fill('no-such-product-xyz');
  await expect(page.getByText('No orders match your current filters')).toBeVisible();
  await search.fill(ref);
  await expect(card).toBeVisible();
  await search.fill('');
  await expect(page).toHaveURL(/\/consumer-dashboard\/orders$/);

  await page.getByRole('combobox', { name: 'Filter by status' }).click();
  await page.getByTitle('Delivered').click();
  await expect(page).toHaveURL(/status=delivered/);
  await expect(page.getByText('No orders match your current filters')).toBeVisible();
  await page.getByRole('combobox', { name: 'Filter by status' }).click();
  await page.getByTitle('Pending', { exact: true }).click();
  await expect(page).toHaveURL(/status=pending/);
  await expect(card).toBeVisible();

  // Track: the status timeline.
  await card.getByRole('button', { name: `Track ${ref}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Track Order ${ref}`)).toBeVisible();
  await expect(dialog.getByText('Delivered')).toBeVisible();
  await shoot(page, 'order-track');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  // Invoice: a printable page of its own.
  await card.getByRole('link', { name: `Invoice ${ref}` }).click();
  await expect(page.getByRole('region', { name: `Invoice ${ref}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'INVOICE' })).toBeVisible();
  await expect(page.getByRole('cell', { name: yam.name })).toBeVisible();
  await expect(page.getByText('Please call when you reach the gate')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print Invoice' })).toBeEnabled();
  await shoot(page, 'invoice');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print Invoice' })).toBeHidden();
  await page.screenshot({ path: `${artifacts}invoice-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // Dashboard: the figures and the recent order.
  await page.goto('/consumer-dashboard');
  await expect(page.getByRole('heading', { name: `Welcome, ${account.firstName}` })).toBeVisible();
  const recent = page.getByRole('list', { name: 'Recent orders' });
  await expect(recent.getByText(ref)).toBeVisible();
  await expect(page.locator('.ant-statistic').filter({ hasText: 'Total Orders' })).toContainText('1');
  await expect(page.locator('.ant-statistic').filter({ hasText: 'Active Orders' })).toContainText('1');
  await shoot(page, 'dashboard');
  await recent.getByRole('button', { name: `Track Order ${ref}` }).click();
  await expect(page).toHaveURL(/\/consumer-dashboard\/orders\?track=/);
  await expect(page.getByRole('dialog').getByText(`Track Order ${ref}`)).toBeVisible();

  // Profile: Save appears only after a change; the change is kept.
  await page.goto('/consumer-dashboard/profile');
  await expect(page.getByLabel('First Name')).toHaveValue(account.firstName);
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await page.getByLabel('City').fill('Ibadan');
  await page.getByLabel('State').fill('Oyo');
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await shoot(page, 'profile');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue('Ibadan');
  await expect(page.getByLabel('State')).toHaveValue('Oyo');
});

test('the WhatsApp outcome of a new order arrives live as a toast', async ({ page, request }) => {
  // The admin switches messaging on (the all-in-one server's fake WhatsApp Cloud API takes any id and token).
  const admin = await request.post('/api/v1/auth/login', {
    data: { email: 'admin@ihemarket.ng', password: 'IheAdmin2026' },
  });
  expect(admin.ok(), await admin.text()).toBe(true);
  const { accessToken } = (await admin.json()) as { accessToken: string };
  const config = await request.put('/api/v1/admin/whatsapp/config', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: {
      whatsappEnabled: true,
      whatsappBusinessPhoneId: '109876543210987',
      whatsappAccessToken: 'demo-token',
      adminWhatsappNumber: '+2348011111111',
      companyWhatsappNumber: '+2348022222222',
    },
  });
  expect(config.ok(), await config.text()).toBe(true);

  const account = newAccount('consumer', 'Tobi');
  await signUpThroughApi(request, account);
  const [product] = await twoProductsFromDifferentVendors(request);
  await page.goto('/auth');
  await logIn(page, account);
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await addToCartFromShop(page, product);

  await page.goto('/checkout');
  await page.getByRole('button', { name: /Place Order/ }).click();
  await expect(page.getByText('Order Placed Successfully!', { exact: true })).toBeVisible();
  // "All WhatsApp notifications sent successfully" or "n/m WhatsApp notifications sent", within ~15 s.
  await expect(page.getByText(/WhatsApp notifications sent/)).toBeVisible({ timeout: 20_000 });
});
