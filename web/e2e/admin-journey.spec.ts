import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { FINANCIAL_CSV_COLUMNS, formatNaira, type AdminOverview, type ProductView } from '@ihe/contracts';
import { logIn, newAccount, signUpThroughApi } from './journeys.js';
import { ADMIN, DEMO_VENDOR, apiLogin } from './role-accounts.js';
import { DESKTOP, fullPageShots } from './full-page-shots.js';

const shoot = fullPageShots('admin-');

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

test('orders and a decline reach the admin dashboard and analytics, the CSV downloads, and a suspended consumer is signed out', async ({
  page: admin,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await admin.setViewportSize(DESKTOP);

  // A consumer buys a demo vendor's product twice; the vendor declines the second order.
  const buyer = newAccount('consumer', 'Chidi');
  await signUpThroughApi(request, buyer);
  const consumer = await apiLogin(request, buyer);
  const vendor = await apiLogin(request, DEMO_VENDOR);
  const listing = await request.get('/api/v1/products?pageSize=100');
  const product = ((await listing.json()).items as ProductView[]).find(
    (item) => item.vendorId === vendor.user.id && item.stockQuantity >= 10,
  )!;
  const orderIds: string[] = [];
  for (const key of ['first', 'second']) {
    const added = await request.post('/api/v1/cart/items', {
      headers: bearer(consumer.accessToken),
      data: { productId: product.id, quantity: 2 },
    });
    expect(added.ok(), await added.text()).toBe(true);
    const placed = await request.post('/api/v1/orders', {
      headers: { ...bearer(consumer.accessToken), 'idempotency-key': `${buyer.email}-${key}` },
      data: { shippingAddress: '12 Market Road, Enugu', paymentMethod: 'cash_on_delivery' },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    orderIds.push((await placed.json()).id);
  }
  const declined = await request.post(`/api/v1/vendor/orders/${orderIds[1]}/status`, {
    headers: bearer(vendor.accessToken),
    data: { status: 'cancelled' },
  });
  expect(declined.status(), await declined.text()).toBe(200);

  // The admin dashboard shows the ledger's figures (analytics hears the orders through events).
  const adminSession = await apiLogin(request, ADMIN);
  const overview = async () =>
    (await (
      await request.get('/api/v1/admin/overview', { headers: bearer(adminSession.accessToken) })
    ).json()) as AdminOverview;
  await expect(async () => expect((await overview()).ordersToday).toBeGreaterThanOrEqual(1)).toPass({
    timeout: 20_000,
  });
  await admin.goto('/auth');
  await logIn(admin, ADMIN);
  await expect(admin.getByText('Logged in successfully!')).toBeVisible();
  // The page shows what the API says (read again until events still in flight have settled).
  await expect(async () => {
    const figures = await overview();
    await admin.goto('/admin/dashboard');
    await expect(admin.getByText(formatNaira(figures.totalRevenue)).first()).toBeVisible({ timeout: 3_000 });
    await expect(admin.getByText(formatNaira(figures.companyProfitTotal)).first()).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(
    admin.getByText(`Order IHE-${orderIds[0]!.slice(-6).toUpperCase()}`, { exact: false }).first(),
  ).toBeVisible();
  await admin.getByRole('button', { name: 'Refresh' }).click();
  await expect(admin.getByText('Dashboard refreshed')).toBeVisible();
  await shoot(admin, 'dashboard');

  // Analytics: today's row is there; the CSV downloads with the spec's columns.
  await admin.goto('/admin/analytics');
  await expect(admin.getByRole('button', { name: /Export CSV/ })).toBeEnabled();
  await shoot(admin, 'analytics');
  const downloading = admin.waitForEvent('download');
  await admin.getByRole('button', { name: /Export CSV/ }).click();
  const csv = await readFile((await (await downloading).path())!, 'utf8');
  expect(csv.split(/\r?\n/)[0]!.replace(/^\uFEFF/, '')).toBe(FINANCIAL_CSV_COLUMNS.join(','));
  await expect(admin.getByText('Analytics data exported successfully')).toBeVisible();

  // The consumer has a page open; the admin suspends them; their next page load is signed out.
  const shopper = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await shopper.goto('/auth');
  await logIn(shopper, buyer);
  await expect(shopper.getByText('Logged in successfully!')).toBeVisible();
  await admin.goto(`/admin/users?search=${encodeURIComponent(buyer.email)}`);
  await shoot(admin, 'users');
  await admin
    .getByRole('button', { name: `Suspend ${buyer.firstName} ${buyer.lastName}` })
    .first()
    .click();
  await admin.getByLabel(/notes/i).fill('Chargebacks on two orders');
  await admin.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
  await expect(admin.getByText('User suspended')).toBeVisible();
  // The row says so at once, though the list is analytics' copy that identity's event updates a moment later.
  await expect(
    admin.getByRole('button', { name: `Activate ${buyer.firstName} ${buyer.lastName}` }).first(),
  ).toBeVisible();
  await expect(admin.getByText('Suspended', { exact: true }).first()).toBeVisible();
  await shopper.goto('/consumer-dashboard/orders');
  await expect(shopper).toHaveURL(/\/auth/);
  await shopper.context().close();
});
