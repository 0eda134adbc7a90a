import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { LoginResponse, OrderView, ProductView, UserProfile } from '@ihe/contracts';
import { logIn, newAccount, signUpThroughApi, type TestAccount } from './journeys.js';

/** The people the browser suites sign in as: the seeded admin and demo vendor, and accounts made through the API. */
export const ADMIN = { email: 'admin@ihemarket.ng', password: 'IheAdmin2026', firstName: 'Admin' };
export const DEMO_VENDOR = { email: 'benue.yams@demo.ihemarket.ng', password: 'FarmGate2026' };

export type Credentials = Pick<TestAccount, 'email' | 'password'>;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function apiLogin(request: APIRequestContext, account: Credentials): Promise<LoginResponse> {
  const response = await request.post('/api/v1/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as LoginResponse;
}

export async function signUpConsumer(request: APIRequestContext, firstName = 'Ngozi'): Promise<TestAccount> {
  const account = newAccount('consumer', firstName);
  await signUpThroughApi(request, account);
  return account;
}

export async function inStockProducts(request: APIRequestContext): Promise<ProductView[]> {
  const response = await request.get('/api/v1/products?pageSize=60');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: ProductView[] }).items.filter(
    (item) => item.stockQuantity >= 5,
  );
}

/** A consumer with one placed order (for the orders page and its invoice) and an item back in the cart. */
export async function consumerWithOrder(
  request: APIRequestContext,
): Promise<{ account: TestAccount; orderId: string }> {
  const account = await signUpConsumer(request, 'Adaeze');
  const { accessToken } = await apiLogin(request, account);
  const [first, second] = await inStockProducts(request);
  const add = async (product: ProductView) => {
    const added = await request.post('/api/v1/cart/items', {
      headers: bearer(accessToken),
      data: { productId: product.id, quantity: 1 },
    });
    expect(added.ok(), await added.text()).toBe(true);
  };
  await add(first!);
  const placed = await request.post('/api/v1/orders', {
    headers: { ...bearer(accessToken), 'idempotency-key': `${account.email}-a11y` },
    data: { shippingAddress: '12 Market Road, Enugu', paymentMethod: 'cash_on_delivery' },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const { id: orderId } = (await placed.json()) as OrderView;
  await add(second!);
  return { account, orderId };
}

/** A sales manager signed up and approved by the admin, as a real one gets there. */
export async function approvedSalesManager(request: APIRequestContext): Promise<TestAccount> {
  const account = newAccount('sales_manager', 'Kelechi');
  const id = await signUpThroughApi(request, account, { companyId: `SM-${account.email.slice(4, 14)}` });
  const admin = await apiLogin(request, ADMIN);
  const approved = await request.post(`/api/v1/admin/sales-managers/${id}/approve`, {
    headers: bearer(admin.accessToken),
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const { accessToken } = await apiLogin(request, account);
  await expect(async () => {
    const me = await request.get('/api/v1/me', { headers: bearer(accessToken) });
    expect(((await me.json()) as UserProfile).isApproved).toBe(true);
  }).toPass({ timeout: 20_000 });
  return account;
}

/** One browser context for one person, signed in through the login form; its pages share the session. */
export async function signedInPage(browser: Browser, account: Credentials): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/auth');
  await logIn(page, account);
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  return page;
}
