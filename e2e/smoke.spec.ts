import { expect, test } from '@playwright/test';

test('the home page is served with the seeded shops', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('body')).toContainText('Walnut Creek Ygnacio');
});
