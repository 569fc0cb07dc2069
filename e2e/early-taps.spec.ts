import { dataOf } from './support/api.ts';
import { appStarted } from './support/app-started.ts';
import { signUpAndSignIn } from './support/commerce.ts';
import { mainImage, seededProduct } from './support/product-page.ts';
import { SEEDED_PRODUCT } from './support/routes.ts';
import { screenshotCurrentWidth } from './support/screenshots.ts';
import { expect, type Page, test } from './support/test.ts';
import { findFilter, signUpCustomerByApi } from './support/tracker.ts';

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

test("no tap lost 27.3: 'I have this product' tapped before the app starts opens the tracker form once it has", async ({
  page,
}) => {
  await signUpCustomerByApi(page);
  const system = await findFilter(page.request, 'HomeGuard 2-Stage');
  await holdAppScripts(page);
  await page.goto(`/product/${system._id}`);
  await expect(page.getByRole('heading', { level: 1, name: system.name })).toBeVisible();
  await screenshotCurrentWidth(page, 'early-taps-product-before-start');

  // A link: tapped before the app has started, the browser follows it.
  await page.getByRole('link', { name: 'I have this product' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?product=${system._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'My Products' })).toBeVisible();
  expect(await isStarted(page), 'My Products painted before the app had started').toBe(false);

  await appStarted(page);
  const dialog = page.getByRole('dialog', { name: 'Add Product Information' });
  await expect(dialog.getByText(system.name)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('dialog')).toHaveCount(1);
  // Opened once: the product leaves the URL, so a reload or Back does not open the form again.
  await expect(page).toHaveURL(/\/dashboard$/);
  await dialog.getByLabel('Tracker name').fill('Early kitchen system');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Now tracking Early kitchen system.')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Early kitchen system' })).toHaveCount(1);
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page.getByRole('article', { name: 'Early kitchen system' })).toHaveCount(1, {
    timeout: 15_000,
  });
  await expect(page.getByRole('dialog', { name: 'Add Product Information' })).toBeHidden();
});

test("no tap lost 27.3: signed out, 'I have this product' tapped before the app starts goes through sign-in and back to the form", async ({
  page,
}) => {
  const system = await findFilter(page.request, 'HomeGuard 2-Stage');
  const { email } = await signUpCustomerByApi(page);
  await page.evaluate(() => localStorage.removeItem('token'));
  await holdAppScripts(page);
  await page.goto(`/product/${system._id}`);
  await page.getByRole('link', { name: 'I have this product' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?product=${system._id}$`));

  await appStarted(page);
  await page.getByRole('link', { name: 'Log in' }).click({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/log\?redirect=/);
  await page.getByLabel('Email or phone number').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('tracker-journey-pass');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product Information' });
  await expect(dialog.getByText(system.name)).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("no tap lost 27.3: a product's pictures and the header's back button tapped before the app starts each happen once after", async ({
  page,
}) => {
  const product = await seededProduct(page, SEEDED_PRODUCT);
  expect(product.imageUrls.length, 'a product with three pictures').toBe(2);
  await holdAppScripts(page);
  await page.goto(`/product/${product._id}`);
  const next = page.getByRole('button', { name: 'Next image' });
  await expect(next).toBeEnabled();
  await next.click();
  expect(await isStarted(page)).toBe(false);
  await appStarted(page);
  await expect(mainImage(page, product.name)).toHaveAccessibleName(`${product.name}, image 2 of 3`);
  await expect(page.getByRole('button', { name: 'Show image 2 of 3' })).toHaveAttribute(
    'aria-current',
    'true',
  );

  // Opened directly, the product page's back button goes home.
  await page.reload();
  const back = page.getByRole('banner').getByRole('button', { name: 'Go back' });
  await expect(back).toBeEnabled();
  await back.click();
  expect(await isStarted(page)).toBe(false);
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});

test("no tap lost 27.3: the home banner's dots tapped before the app starts show that slide once it has", async ({
  page,
}) => {
  // No auto-advance (reduced motion): only the kept tap can bring the third slide.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await holdAppScripts(page);
  await page.goto('/');
  const third = page.getByRole('button', { name: 'Go to slide 3' });
  await expect(third).toBeEnabled();
  await third.click();
  expect(await isStarted(page)).toBe(false);
  await appStarted(page);
  await expect(third).toHaveAttribute('aria-current', 'true', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('no tap lost 27.3: the contact form waits for the app, rather than taking a message it would lose', async ({
  page,
}) => {
  await holdAppScripts(page);
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  for (const label of ['Name', 'Email', 'Subject', 'Message']) {
    await expect(page.getByLabel(label, { exact: true })).toBeDisabled();
  }
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await appStarted(page);
  await expect(page.getByLabel('Message', { exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
});
