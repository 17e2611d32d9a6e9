import { expect, test } from '@playwright/test';
import { listShops } from './helpers/content';

test('the home page is served with the seeded shops', async ({ page, request }) => {
  const shops = await listShops(request);
  expect(shops.length).toBeGreaterThan(0);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const shop of shops) await expect(page.locator('body')).toContainText(shop.name);
});
