import { expect, test, type Browser, type Page } from '@playwright/test';
import { displayPrice, vendorOrderRef } from '@ihe/contracts';
import { logIn, newAccount, signUp } from './journeys.js';
import { DESKTOP, fullPageShots } from './full-page-shots.js';
import { ADMIN } from './role-accounts.js';

const shoot = fullPageShots('vendor-');

/** A real PNG photo stand-in, drawn by the browser's own canvas (the server re-encodes it). */
async function pngFromCanvas(page: Page, colour: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext('2d')!;
    context.fillStyle = fill;
    context.fillRect(0, 0, 320, 240);
    context.fillStyle = '#ffffff';
    context.fillRect(100, 60, 120, 120);
    return canvas.toDataURL('image/png');
  }, colour);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

async function pageAs(browser: Browser, account: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await page.goto('/auth');
  await logIn(page, account);
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  return page;
}

test('a vendor is verified, lists a product with two images, and ships what a consumer buys, live', async ({
  page: vendor,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await vendor.setViewportSize(DESKTOP);
  const account = newAccount('vendor', 'Terver');

  // 1. Sign up as a vendor: the dashboard says the account is under review.
  // (Waiting for the dashboard the sign-up leads to: leaving earlier can cut off its automatic login.)
  await vendor.goto('/auth?tab=signup&redirect=%2Fvendor-dashboard');
  await signUp(vendor, account);
  await expect(vendor).toHaveURL(/\/vendor-dashboard$/);
  await expect(vendor.getByText('Verification Pending')).toBeVisible();
  await expect(
    vendor.getByText("Your vendor account is under review. You'll be notified once approved."),
  ).toBeVisible();
  await vendor.goto('/vendor-dashboard/add-product');
  await expect(
    vendor.getByText('Your vendor account must be verified before you can add products.').first(),
  ).toBeVisible();

  // 2. The admin approves it on /admin/vendors.
  const admin = await pageAs(browser, ADMIN);
  await admin.goto(`/admin/vendors?search=${encodeURIComponent(account.email)}`);
  await admin.getByRole('button', { name: /^Review / }).click();
  const review = admin.getByRole('dialog');
  await expect(review.getByText(account.email)).toBeVisible();
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Vendor approved successfully')).toBeVisible();
  await admin.context().close();

  // 3. The vendor, approved now, adds a product with two images; the calculator shows the shop price.
  // Each try loads the page afresh (the approval reaches the vendor's session through identity's events):
  // on a loaded 2-core CI machine a cold load of a vendor page alone took over a second.
  await expect(async () => {
    await vendor.goto('/vendor-dashboard');
    await expect(vendor.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 10_000 });
    await expect(vendor.getByText('Verification Pending')).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 45_000 });
  await shoot(vendor, 'dashboard');
  const productName = `Benue yam ${Date.now().toString(36)}`;
  await expect(async () => {
    await vendor.goto('/vendor-dashboard/add-product');
    await expect(vendor.getByLabel('Product name')).toBeEnabled({ timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
  await vendor.getByLabel('Product name').fill(productName);
  await vendor.getByLabel('Description').fill('Large white yams from Zaki Biam, harvested this week.');
  await vendor.getByRole('combobox', { name: 'Category' }).click();
  await vendor.getByTitle('Tubers', { exact: true }).click();
  await vendor.getByLabel('Your price per kg (₦)').fill('1670');
  await vendor.getByLabel('Stock quantity (kg)').fill('40');
  await vendor.getByLabel('Farm origin').fill('Zaki Biam, Benue');
  const calculator = vendor.getByRole('region', { name: 'Price calculator' });
  await expect(calculator.getByText(`₦${displayPrice(1670).toLocaleString('en-NG')}`)).toBeVisible();
  await vendor.locator('input[type="file"]').setInputFiles([
    { name: 'yam-front.png', mimeType: 'image/png', buffer: await pngFromCanvas(vendor, '#8a5a2b') },
    { name: 'yam-side.png', mimeType: 'image/png', buffer: await pngFromCanvas(vendor, '#2e7d32') },
  ]);
  await shoot(vendor, 'add-product');
  await vendor.getByRole('button', { name: 'Add Product' }).last().click();
  await expect(vendor.getByText('Product added successfully!')).toBeVisible();

  await vendor.goto(`/vendor-dashboard/products?search=${encodeURIComponent(productName)}`);
  await expect(vendor.getByText(productName).first()).toBeVisible();
  await shoot(vendor, 'products');

  // 4. A consumer finds it in the shop, with both images stored, and buys 3 kg.
  const consumerAccount = newAccount('consumer', 'Amaka');
  const signup = await request.post('/api/v1/auth/signup', {
    data: {
      email: consumerAccount.email,
      password: consumerAccount.password,
      firstName: consumerAccount.firstName,
      lastName: consumerAccount.lastName,
      phone: '+2348012345678',
      role: 'consumer',
      deliveryAddress: '12 Market Road, Enugu',
      acceptTerms: true,
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const listed = await request.get(`/api/v1/products?search=${encodeURIComponent(productName)}`);
  const [product] = (await listed.json()).items as Array<{ id: string; imageUrls: string[]; price: number }>;
  expect(product!.imageUrls).toHaveLength(2);
  expect(product!.price).toBe(displayPrice(1670));
  for (const url of product!.imageUrls) expect((await request.get(url)).status()).toBe(200);

  const consumer = await pageAs(browser, consumerAccount);
  await consumer.goto(`/shop?search=${encodeURIComponent(productName)}`);
  const quantity = consumer.getByRole('spinbutton').first();
  await quantity.fill('3');
  await consumer.getByRole('button', { name: `Add to Cart: ${productName}` }).click();
  await expect(consumer.getByText(`Added 3 ${productName} to cart`)).toBeVisible();
  await consumer.goto('/checkout');
  await consumer.getByRole('button', { name: /Place Order/ }).click();
  await expect(consumer.getByText('Order Placed Successfully!', { exact: true })).toBeVisible();
  const receipt = await consumer.getByText(/Your order #[0-9a-f]{8} has been received/).textContent();
  const shortId = /#([0-9a-f]{8})/.exec(receipt ?? '')![1]!;
  const consumerRef = `IHE-${shortId.slice(-6).toUpperCase()}`;
  await consumer.getByRole('link', { name: 'View My Orders' }).click();
  const consumerCard = consumer.getByRole('article', { name: `Order ${consumerRef}` });
  await expect(consumerCard.getByText('Pending')).toBeVisible();

  // 5. The vendor confirms and ships its part; the consumer's open orders page follows without a reload.
  await vendor.goto('/vendor-dashboard/orders');
  const vendorCard = vendor.getByRole('article', { name: `Order ${vendorOrderRef(shortId)}` });
  await expect(vendorCard.getByText(`${productName}`).first()).toBeVisible();
  await shoot(vendor, 'orders');
  await vendorCard.getByRole('button', { name: 'Confirm' }).click();
  await expect(vendor.getByText('Order status updated to confirmed')).toBeVisible();
  await expect(consumerCard.getByText('Confirmed')).toBeVisible();
  await vendorCard.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(vendor.getByText('Order status updated to shipped')).toBeVisible();
  await expect(consumerCard.getByText('Shipped')).toBeVisible();

  // Stock fell by the 3 kg sold.
  const after = await request.get(`/api/v1/products/${product!.id}`);
  expect((await after.json()).stockQuantity).toBe(37);
  await consumer.context().close();
});
