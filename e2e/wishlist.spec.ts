import { expectAccessible } from './support/a11y.ts';
import { findProduct, signUpAndSignIn } from './support/commerce.ts';
import { openWithWishlistLoaded } from './support/product-page.ts';
import { SEEDED_PRODUCT } from './support/routes.ts';
import { screenshotBothWidths } from './support/screenshots.ts';
import { expect, type Page, test } from './support/test.ts';

const PART = '5-Micron Sediment Cartridge';

/** Presses the heart on the product's page and waits until the server has saved it. */
async function saveFromProductPage(page: Page, productId: string) {
  await openWithWishlistLoaded(page, `/product/${productId}`);
  const heart = page.getByRole('button', { name: 'Save to wishlist' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toBeEnabled();
}

/** The saved product's card: a link named after the product. */
const savedCard = (page: Page, name: string) =>
  page.getByRole('main').getByRole('listitem').getByRole('link', { name });

test('a customer saves two products, finds them on /wishlist from the account page and removes one for good', async ({
  page,
}) => {
  await signUpAndSignIn(page, 'wishlist-page', { withAddress: false });
  const system = await findProduct(page, SEEDED_PRODUCT);
  const part = await findProduct(page, PART);
  await saveFromProductPage(page, system._id);
  await saveFromProductPage(page, part._id);

  await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
  await screenshotBothWidths(page, 'wishlist-account-links');
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: /^Wishlist/ })
    .click();
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
  await expect(savedCard(page, system.name)).toHaveAttribute('href', `/product/${system._id}`);
  await expect(savedCard(page, part.name)).toHaveAttribute('href', `/product/${part._id}`);
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
  await expectAccessible(page);
  await screenshotBothWidths(page, 'wishlist');

  await page.getByRole('button', { name: `Remove ${system.name} from wishlist` }).click();
  await expect(page.getByText(`Removed ${system.name} from your wishlist.`)).toBeVisible();
  await expect(savedCard(page, system.name)).toHaveCount(0);

  await page.reload();
  await expect(savedCard(page, part.name)).toBeVisible();
  await expect(savedCard(page, system.name)).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);

  await page.getByRole('button', { name: `Remove ${part.name} from wishlist` }).click();
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
    'href',
    '/products',
  );
  await expectAccessible(page);
  await screenshotBothWidths(page, 'wishlist-empty');
});

test('a visitor on /wishlist is offered to log in', async ({ page }) => {
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/log\?redirect=%2Fwishlist$/);
});
