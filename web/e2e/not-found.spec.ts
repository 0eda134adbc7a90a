import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 page, logs the path and links home', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto('/no-such-page');
  await expect(page.getByText('Sorry, the page you are looking for does not exist.')).toBeVisible();
  // Logged by an effect, which may run just after the page is painted.
  await expect.poll(() => logged.some((line) => line.includes('/no-such-page'))).toBe(true);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
