import { dataOf } from './support/api.ts';
import { appStarted } from './support/app-started.ts';
import { signUpAndSignIn } from './support/commerce.ts';
import { seededProduct } from './support/product-page.ts';
import { SEEDED_PRODUCT } from './support/routes.ts';
import { expect, type Page, test } from './support/test.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** A slow phone: the page is painted, and the app's scripts arrive 3 s later. */
function holdAppScripts(page: Page) {
  return page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
}

const isStarted = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.app === 'started');

test('no tap lost 27.3: quantity, Add to Cart, the wishlist heart and the menu tapped before the app starts each happen once after', async ({
  page,
}) => {
  const customer = await signUpAndSignIn(page, 'early-taps');
  const product = await seededProduct(page, SEEDED_PRODUCT);
  await holdAppScripts(page);
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  const bar = page.getByTestId('mobile-buy-bar');
  const increase = bar.getByRole('button', { name: 'Increase quantity' });
  const addToCart = bar.getByRole('button', { name: 'Add to Cart' });
  const heart = page.getByRole('button', { name: 'Save to wishlist' });
  // Nothing looks disabled: each tap is taken.
  for (const control of [increase, addToCart, heart]) await expect(control).toBeEnabled();
  await increase.click();
  await addToCart.click();
  await heart.click();
  expect(await isStarted(page), 'the taps came before the app had started').toBe(false);

  await appStarted(page);
  await expect(page.getByText('Item added to cart!')).toBeVisible();
  const headers = { Authorization: `Bearer ${customer.token}` };
  await expect
    .poll(async () => {
      const cart = await dataOf<{ items: { quantity: number }[] }>(
        await page.request.get('/api/v1/cart', { headers }),
      );
      return cart.items.map((item) => item.quantity);
    })
    .toEqual([2]);
  const wishlist = await dataOf<{ _id: string }[]>(
    await page.request.get('/api/v1/wishlist', { headers }),
  );
  expect(wishlist.map((saved) => saved._id)).toEqual([product._id]);

  // The menu of a listing (a product page has a back button instead).
  await page.goto('/residential');
  const menu = page.getByRole('button', { name: 'Open menu' });
  await expect(menu).toBeEnabled();
  await menu.click();
  expect(await isStarted(page)).toBe(false);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible({ timeout: 15_000 });
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
});

test('no tap lost 27.3: Buy it Now tapped before the app starts goes to the checkout once it has', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpAndSignIn(page, 'early-buy');
  const product = await seededProduct(page, SEEDED_PRODUCT);
  await holdAppScripts(page);
  await page.goto(`/product/${product._id}`);
  const buyNow = page.getByRole('button', { name: 'Buy it Now' });
  await expect(buyNow).toBeEnabled();
  await buyNow.click();
  expect(await isStarted(page)).toBe(false);
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 15_000 });
});

test("no tap lost 27.3: a listing's sort, Filters and Load more taken before the app starts", async ({
  page,
}) => {
  await holdAppScripts(page);
  await page.goto('/residential');
  // The sort is a GET form: chosen before the app starts, the server renders its URL.
  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL(/\/residential\?sort=price-asc$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');

  // Load more is a link to the next page.
  await page.getByRole('link', { name: 'Load more' }).click();
  await expect(page).toHaveURL(/\/residential\?sort=price-asc&page=2$/);
  await expect(page.getByRole('link', { name: 'Previous page' })).toBeVisible();

  // The phone's Filters button opens its dialog once the app has started.
  const filters = page.getByRole('button', { name: 'Filters', exact: true });
  await expect(filters).toBeEnabled();
  await filters.click();
  expect(await isStarted(page)).toBe(false);
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('radio', { name: 'Systems' }).check();
  await expect(page).toHaveURL(/\/residential\?sort=price-asc&type=filter$/);
});

test("no tap lost 27.1: a listing's filter chosen before the app starts is sent as the URL the app would write", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await holdAppScripts(page);
  await page.goto('/residential');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await expect(filters.getByRole('radio', { name: 'Systems' })).toBeEnabled();
  await filters.getByRole('radio', { name: 'Systems' }).check();
  await expect(page).toHaveURL(/\/residential\?type=filter$/);
  await expect(filters.getByRole('radio', { name: 'Systems' })).toBeChecked();
});
