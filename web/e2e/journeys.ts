import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export type SignupRole = 'consumer' | 'vendor' | 'sales_manager';

const ROLE_OPTION: Record<SignupRole, string> = {
  consumer: 'Consumer (Buyer)',
  vendor: 'Vendor/Farmer',
  sales_manager: 'Sales Manager',
};

export interface TestAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: SignupRole;
}

/** A fresh account per test: the server keeps its data between tests. */
export function newAccount(role: SignupRole, firstName = 'Chioma'): TestAccount {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return {
    firstName,
    lastName: 'Okafor',
    email: `e2e-${role}-${id}@example.com`,
    password: 'Harvest2026',
    role,
  };
}

/**
 * An account made through the API (a test about what comes after sign-up), with what its role's sign-up
 * asks besides (a consumer's delivery address by default); its user id.
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  account: TestAccount,
  extra: object = account.role === 'consumer' ? { deliveryAddress: '12 Market Road, Enugu' } : {},
): Promise<string> {
  const response = await request.post('/api/v1/auth/signup', {
    data: {
      email: account.email,
      password: account.password,
      firstName: account.firstName,
      lastName: account.lastName,
      phone: '+2348012345678',
      role: account.role,
      acceptTerms: true,
      ...extra,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { user: { id: string } }).user.id;
}

/** Fills and submits the Sign Up tab of the page already on /auth?tab=signup. */
export async function signUp(page: Page, account: TestAccount): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign Up' });
  await form.getByLabel('First Name').fill(account.firstName);
  await form.getByLabel('Last Name').fill(account.lastName);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Phone Number').fill('+2348012345678');
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByLabel('Confirm Password').fill(account.password);
  if (account.role !== 'consumer') {
    await form.getByRole('combobox', { name: 'Role' }).click();
    await page.getByTitle(ROLE_OPTION[account.role]).click();
  }
  if (account.role === 'consumer') await form.getByLabel('Delivery Address').fill('12 Market Road, Enugu');
  if (account.role === 'vendor') {
    await form.getByLabel('I am a farmer').check();
    await form.getByLabel('Farm Name').fill('Okafor Farms');
    await form.getByLabel('Farm Address').fill('Km 5 Nsukka Road, Enugu');
  }
  const create = page.getByRole('button', { name: 'Create Account' });
  await expect(create).toBeDisabled();
  await form.getByRole('checkbox', { name: /I accept the/ }).check();
  await expect(create).toBeEnabled();
  await create.click();
}

export async function logIn(page: Page, account: Pick<TestAccount, 'email' | 'password'>): Promise<void> {
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Opens the header's user menu and returns it (role areas have a second menu, the side navigation). */
export async function openUserMenu(page: Page, firstName: string): Promise<Locator> {
  await page.getByRole('button', { name: `Account menu for ${firstName}` }).click();
  const menu = page.getByRole('menu').filter({ hasText: 'Logout' });
  await expect(menu).toBeVisible();
  return menu;
}

/**
 * Opens an address and waits until the app has taken its page over: a prerendered page (`/`, `/shop`,
 * `/checkout`) is painted before its code arrives, and a tap on that markup would do nothing.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
}

/** Holds back the page's requests for `url` (code slow to arrive) until the returned function lets them go. */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
