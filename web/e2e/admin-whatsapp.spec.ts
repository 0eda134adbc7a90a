import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { consumerOrderRef, type OrderView, type ProductView } from '@ihe/contracts';
import { logIn, newAccount, signUpThroughApi } from './journeys.js';
import { ADMIN, apiLogin } from './role-accounts.js';
import { DESKTOP, fullPageShots } from './full-page-shots.js';

/** The consumers' sign-up details: a phone of their own, apart from the admin's WhatsApp number. */
const EMEKA_AND_IFEOMA = { phone: '+2348031234567', deliveryAddress: '14 Ogui Road, Enugu' };

const shoot = fullPageShots();

/** A new consumer signs up, fills the cart and places an order, all through the API. */
async function placeOrderThroughApi(request: APIRequestContext): Promise<OrderView> {
  const account = newAccount('consumer', 'Emeka');
  await signUpThroughApi(request, account, EMEKA_AND_IFEOMA);
  const headers = { Authorization: `Bearer ${(await apiLogin(request, account)).accessToken}` };

  const products = await request.get('/api/v1/products?pageSize=60');
  const { items } = (await products.json()) as { items: ProductView[] };
  const product = items.find((item) => item.vendorId && item.stockQuantity >= 2);
  if (!product) throw new Error('the demo catalogue should hold a product in stock');
  const added = await request.post('/api/v1/cart/items', {
    headers,
    data: { productId: product.id, quantity: 2 },
  });
  expect(added.ok(), await added.text()).toBe(true);

  const placed = await request.post('/api/v1/orders', {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: { shippingAddress: '14 Ogui Road, Enugu', paymentMethod: 'cash_on_delivery' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()) as OrderView;
}

test.afterAll(async ({ request }) => {
  // Other journeys share this server: leave WhatsApp switched off as a fresh server has it.
  const token = (await apiLogin(request, ADMIN)).accessToken;
  await request.put('/api/v1/admin/whatsapp/config', {
    headers: { Authorization: `Bearer ${token}` },
    data: { whatsappEnabled: false },
  });
});

test('an admin configures WhatsApp, tests it, and sees the messages of a new order in the log', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(DESKTOP);
  await page.goto('/auth?redirect=%2Fadmin%2Fwhatsapp');
  await logIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/whatsapp$/);
  await expect(page.getByRole('heading', { name: 'WhatsApp Notifications' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute(
    'href',
    '/admin/dashboard',
  );
  await expect(page.getByText('Last 30 days', { exact: true })).toBeVisible();

  // Configure the demo's fake Cloud API (it takes any phone id and token).
  const form = page.getByRole('form', { name: 'WhatsApp configuration' });
  const testButton = form.getByRole('button', { name: /Test Connection/ });
  await expect(testButton).toBeDisabled();
  await form.getByLabel('Business Phone ID').fill('109876543210987');
  await form.getByLabel('Access Token').fill('EAAGe2eFakeAccessToken0123456789');
  await form.getByLabel('Admin WhatsApp Number').fill('+234 801 234 5678');
  await form.getByLabel('Company WhatsApp Number').fill('+2348099990000');
  const enabled = form.getByRole('switch', { name: 'Enable WhatsApp Notifications' });
  if (!(await enabled.isChecked())) await enabled.click();
  // Test follows the switch; with unsaved edits it would save them first.
  await expect(testButton).toBeEnabled();
  await expect(form.getByText(/Test Connection saves your changes first/)).toBeVisible();
  await form.getByRole('button', { name: /Save Configuration/ }).click();
  await expect(page.getByText('WhatsApp configuration saved successfully')).toBeVisible();
  // Saved: the token comes back masked and the number as stored.
  await expect(form.getByLabel('Access Token')).toHaveValue(/^EAAG•+6789$/);
  await expect(form.getByLabel('Admin WhatsApp Number')).toHaveValue('+2348012345678');

  await expect(testButton).toBeEnabled();
  await testButton.click();
  await expect(form.getByText('Test Passed')).toBeVisible();
  await expect(page.getByText('WhatsApp test message sent successfully!')).toBeVisible();
  await shoot(page, 'admin-whatsapp-settings');

  const order = await placeOrderThroughApi(request);
  const reference = consumerOrderRef(order.id);

  await page.getByRole('tab', { name: 'Notification log' }).click();
  await expect(page).toHaveURL(/tab=log/);
  const log = page.locator('.ant-table');
  // The messages go out right after the order; Refresh until the order's rows are there.
  await expect(async () => {
    await page.getByRole('button', { name: /Refresh/ }).click();
    await expect(log.getByRole('row').filter({ hasText: reference }).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await page
    .getByRole('button', { name: `Show the messages of order ${reference}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`order=${order.id}`));
  const rows = log.getByRole('row').filter({ hasText: reference });
  for (const recipient of ['Admin', 'Company', 'Customer']) {
    await expect(rows.filter({ hasText: recipient }).first()).toBeVisible();
  }
  // Each message was accepted by the (fake) provider, and the fake reports delivery shortly after.
  await expect(async () => {
    await page.getByRole('button', { name: /Refresh/ }).click();
    await expect(rows.filter({ hasText: 'Pending' })).toHaveCount(0, { timeout: 2_000 });
    await expect(rows.filter({ hasText: 'Failed' })).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  // The message text: two lines until More opens it all.
  const adminRow = rows.filter({ hasText: 'Admin' }).first();
  await adminRow.getByText('More', { exact: true }).click();
  await expect(adminRow).toContainText(`New order* #${order.id}`);
  await expect(adminRow).toContainText('Total: *₦');
  // The test message is in the log too.
  await page.getByRole('button', { name: 'Show all orders' }).click();
  await expect(log.getByText('Test message').first()).toBeVisible();
  await shoot(page, 'admin-whatsapp-log');

  await page.getByRole('tab', { name: 'Message templates' }).click();
  await expect(page.getByTestId('message-preview').first()).toContainText('Chioma Okafor');
  await shoot(page, 'admin-whatsapp-templates');
});

test('a consumer is denied the messaging page', async ({ page, request }) => {
  const account = newAccount('consumer', 'Ifeoma');
  await signUpThroughApi(request, account, EMEKA_AND_IFEOMA);
  await page.goto('/auth?redirect=%2Fadmin%2Fwhatsapp');
  await logIn(page, account);
  await expect(page.getByText('This area is only accessible to administrators.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
});
