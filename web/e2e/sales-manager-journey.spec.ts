import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { logIn, newAccount, signUp } from './journeys.js';
import { DESKTOP, fullPageShots } from './full-page-shots.js';
import { ADMIN } from './role-accounts.js';

const PENDING = 'Your sales manager account is pending approval. Please contact an administrator.';

const shoot = fullPageShots('sales-');

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await page.goto('/auth');
  await logIn(page, ADMIN);
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  return page;
}

test('a sales manager is approved, lists a product that reaches the shop and the audit log, exports it, and is shut out when revoked', async ({
  page: manager,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await manager.setViewportSize(DESKTOP);
  const account = newAccount('sales_manager', 'Kelechi');
  const who = `${account.firstName} ${account.lastName}`;

  // 1. Signed up, the manager is told the account waits for approval and cannot enter the area.
  await manager.goto('/auth?tab=signup');
  await signUp(manager, account);
  await expect(
    manager.getByText(
      'Account created! Please wait for admin approval before you can access sales manager features.',
    ),
  ).toBeVisible();
  // The sign-up then logs in and leaves /auth: leaving earlier would cut that login off.
  await expect(manager).not.toHaveURL(/\/auth/);
  await manager.goto('/sales-dashboard');
  await expect(manager.getByText(PENDING)).toBeVisible();
  await expect(manager).toHaveURL(/\/$/);

  // 2. The admin approves the application on /admin/sales-managers.
  const admin = await adminPage(browser);
  await admin.goto(`/admin/sales-managers?search=${encodeURIComponent(account.email)}`);
  await admin.getByRole('button', { name: `Approve ${who}` }).click();
  await expect(admin.getByText('Sales manager approved successfully')).toBeVisible();
  await shoot(admin, 'admin-applications');

  // 3. Approved, the manager uploads a product (catalog hears of the approval through an event).
  const productName = `Ofada rice ${Date.now().toString(36)}`;
  await expect(async () => {
    await manager.goto('/sales-dashboard');
    await expect(manager.getByRole('heading', { name: 'Sales Dashboard' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await shoot(manager, 'overview');
  await manager.goto('/sales-dashboard/product-upload');
  await manager.getByLabel('Product name').fill(productName);
  await manager.getByRole('combobox', { name: 'Category' }).click();
  await manager.getByTitle('Rice', { exact: true }).click();
  await manager.getByLabel('Price per kg (₦)').fill('2300');
  await manager.getByLabel('Stock quantity (kg)').fill('120');
  await manager.getByLabel('Description').fill('Stone-free Ofada rice from Abeokuta, 50 kg bags.');
  await manager.getByLabel('Farm origin').fill('Abeokuta, Ogun');
  await shoot(manager, 'product-upload');
  await expect(async () => {
    await manager.getByRole('button', { name: 'Add Product' }).click();
    await expect(manager.getByText('Product added successfully!')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });

  // 4. It is in the shop, and in the audit log as a create by this manager.
  const listed = await request.get(`/api/v1/products?search=${encodeURIComponent(productName)}`);
  const { items } = (await listed.json()) as {
    items: Array<{ name: string; price: number; category: string }>;
  };
  expect(items).toEqual([expect.objectContaining({ name: productName, price: 2300, category: 'rice' })]);
  await manager.goto(`/sales-dashboard/audit-log?search=${encodeURIComponent(productName)}`);
  const log = manager.getByRole('table', { name: 'Audit log' });
  await expect(log.getByText(productName).first()).toBeVisible();
  await expect(log.getByText(who).first()).toBeVisible();
  await shoot(manager, 'audit-log');

  // 5. The CSV export downloads, dated, with the spec's columns and the entry.
  const downloading = manager.waitForEvent('download');
  await manager.getByRole('button', { name: /Export CSV/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\n')[0]!.replace(/^\uFEFF/, '')).toBe('Type,Action,User,Details,Timestamp');
  expect(csv).toContain(productName);
  await expect(manager.getByText('Audit log exported successfully')).toBeVisible();

  // 6. The admin revokes the manager: the next page load is refused.
  await admin.reload();
  await admin.getByRole('button', { name: `Revoke ${who}` }).click();
  await admin.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(admin.getByText('Sales manager rejected')).toBeVisible();
  await admin.context().close();
  await manager.goto('/sales-dashboard/product-upload');
  await expect(manager.getByLabel('Product name')).toHaveCount(0);
  await expect(manager).toHaveURL(/\/auth|\/$/);
});
