import { expect, test } from '@playwright/test';
import { logIn, newAccount, openUserMenu, signUp } from './journeys.js';

test('a consumer signs up, lands on the redirect target, logs out and logs in again', async ({ page }) => {
  const account = newAccount('consumer');
  await page.goto('/auth?tab=signup&redirect=%2Fconsumer-dashboard');
  await signUp(page, account);

  await expect(
    page.getByText('Account created successfully! Please check your email to verify your account.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/consumer-dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${account.firstName}` })).toBeVisible();

  const menu = await openUserMenu(page, account.firstName);
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(menu.getByText('Dashboard')).toBeVisible();
  await expect(menu.getByText('My Orders')).toBeVisible();
  await expect(menu.getByText('Profile Settings')).toBeVisible();

  await menu.getByText('Logout').click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  await page.goto('/auth');
  await logIn(page, account);
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await openUserMenu(page, account.firstName);
  await expect(page.getByText(account.email)).toBeVisible();
});

test('a wrong password is refused with the server message', async ({ page }) => {
  const account = newAccount('consumer', 'Emeka');
  await page.goto('/auth?tab=signup');
  await signUp(page, account);
  await expect(page).toHaveURL(/\/$/);
  await (await openUserMenu(page, account.firstName)).getByText('Logout').click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();

  await page.goto('/auth');
  await logIn(page, { email: account.email, password: 'WrongPass99' });
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});

test('the session survives a reload', async ({ page }) => {
  const account = newAccount('consumer', 'Ngozi');
  await page.goto('/auth?tab=signup&redirect=%2Fconsumer-dashboard%2Fprofile');
  await signUp(page, account);
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  // Still signed in as the same person: the profile form holds their email.
  await expect(page.getByLabel('Email')).toHaveValue(account.email);

  // It came back through the refresh cookie: HttpOnly, Secure (kept on http://localhost), SameSite=Strict,
  // for the auth routes only. Page scripts see no token, neither in cookies nor in localStorage.
  const refreshCookie = (await page.context().cookies()).find((cookie) => cookie.name === 'ihe_refresh');
  expect(refreshCookie).toMatchObject({
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: '/api/v1/auth',
  });
  expect(await page.evaluate(() => document.cookie)).not.toContain('ihe_refresh');
  const stored = await page.evaluate(() => JSON.stringify(localStorage));
  expect(stored).not.toContain(refreshCookie!.value);
  expect(stored).not.toMatch(/eyJ[\w-]+\.eyJ/); // no JWT

  // Logout ends it for good: the cookie is gone and a reload stays signed out.
  await (await openUserMenu(page, account.firstName)).getByText('Logout').click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'ihe_refresh')).toBe(false);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});
