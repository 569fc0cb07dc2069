import { expectAccessible } from './support/a11y.ts';
import { expect, test } from './support/test.ts';

test('a visitor browses all products and searches from the header', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
  const cards = page.getByRole('link').filter({ hasText: /\$[\d,]+\.\d{2} USD/ });
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(5);
  await expectAccessible(page);

  const search = page.getByRole('combobox', { name: 'Search products' }).first();
  await search.fill('  revers osmosis  ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\?q=revers(\+|%20)osmosis$/);
  await expect(search).toHaveValue('');
  await expect(cards.filter({ hasText: /reverse osmosis/i }).first()).toBeVisible();

  await page.goto('/products?q=zzzqqqxxx');
  await expect(page.getByText('no products found')).toBeVisible();
});

test('a category page lists only its products', async ({ page }) => {
  await page.goto('/testkit');
  await expect(page.getByRole('heading', { name: 'Test kits' })).toBeVisible();
  await expect(page.getByText('Ensure Your Water is Safe')).toBeVisible();
  await expect(page.getByText('Get our Professional Water Testing Kits.')).toBeVisible();
  const cards = page.getByRole('link').filter({ hasText: /USD/ });
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasText: /reverse osmosis system/i })).toHaveCount(0);
});
