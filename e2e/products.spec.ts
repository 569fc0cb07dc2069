import { expectAccessible } from './support/a11y.ts';
import { screenshotBothWidths } from './support/screenshots.ts';
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

test('on a phone a long pasted search term wraps in the page and still searches, never an API error', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search products' }).first();
  // A pasted part number or link: one word, longer than the screen and than a search may be.
  const pasted = `PF-RO-5STAGE-75GPD-MEMBRANE-REPLACEMENT-${'X'.repeat(260)}`;
  await search.fill(pasted);
  await search.press('Enter');
  await expect(page.getByText('no products found')).toBeVisible();
  await expect(page.getByText(/could not load the products/)).toHaveCount(0);
  await expect(page.getByText(/Results for “PF-RO-5STAGE/)).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'pixels the page scrolls sideways').toBe(0);

  // An old or hand-made link with a term longer than a search may be searches its start.
  await page.goto(`/products?q=${'reverse'.repeat(40)}`);
  await expect(page.getByRole('status').filter({ hasText: /^\d+ products?$/ })).toBeVisible();
  await expect(page.getByText(/could not load the products/)).toHaveCount(0);
  await expectAccessible(page);
});

test('a search link with a NUL or a line break in it opens the products page, saying what was left out', async ({
  page,
}) => {
  const leftOut = 'Some characters in this search cannot be searched for, so they were left out.';
  const answer = await page.goto('/products?q=%00');
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'All Products', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: leftOut })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^\d+ products$/ })).toBeVisible();
  await expect(page.getByText(/could not load the products/)).toHaveCount(0);
  await expectAccessible(page);
  await screenshotBothWidths(page, 'products-search-left-out');

  await page.goto('/products?q=reverse%0Aosmosis%00');
  await expect(page.getByText('Results for “reverse osmosis”')).toBeVisible();
  await expect(page.getByText(leftOut)).toBeVisible();
  await expect(
    page
      .getByRole('link')
      .filter({ hasText: /reverse osmosis/i })
      .first(),
  ).toBeVisible();
});
