import { expect, test } from '@playwright/test';
import { newAccount, signUp } from './journeys.js';

test('a guest visiting /consumer-dashboard is sent to sign in, with the way back', async ({ page }) => {
  await page.goto('/consumer-dashboard');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fconsumer-dashboard$/);
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
});

test('a vendor is denied the consumer dashboard with the spec message', async ({ page }) => {
  const vendor = newAccount('vendor', 'Bola');
  await page.goto('/auth?tab=signup&redirect=%2Fvendor-dashboard');
  await signUp(page, vendor);
  await expect(page).toHaveURL(/\/vendor-dashboard$/);
  // The vendor dashboard is headed by the business name and greets the person.
  await expect(page.getByRole('heading', { name: 'Okafor Farms' })).toBeVisible();
  await expect(page.getByText(`Welcome, ${vendor.firstName}.`, { exact: false })).toBeVisible();

  await page.goto('/consumer-dashboard');
  await expect(page.getByText('Access denied. Consumer access required.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a consumer sees Access Denied on the vendor dashboard', async ({ page }) => {
  const consumer = newAccount('consumer', 'Ifeoma');
  await page.goto('/auth?tab=signup&redirect=%2Fvendor-dashboard');
  await signUp(page, consumer);
  await expect(page.getByText('This area is only accessible to verified vendors.')).toBeVisible();
});
