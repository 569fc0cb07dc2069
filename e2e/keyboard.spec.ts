import { expectAccessible } from './support/a11y.ts';
import { uniqueEmail } from './support/accounts.ts';
import { cartLink, findProduct, signUpAndSignIn } from './support/commerce.ts';
import { expect, type Locator, test } from './support/test.ts';

const PART = '5-Micron Sediment Cartridge';
const OTHER_PART = 'Coconut Carbon Block Cartridge';
const SYSTEM = 'PureFlow 5-Stage Reverse Osmosis System';

/**
 * A keyboard user presses a button that waits for the server: when the answer comes, focus is
 * still on that button, so they keep their place (and see it) instead of landing on the page.
 */
async function pressAndStayOn(button: Locator) {
  await button.focus();
  await button.press('Enter');
}

test('a keyboard shopper adds to the cart and keeps focus on Add to Cart', async ({ page }) => {
  await signUpAndSignIn(page, 'keys-cart');
  const part = await findProduct(page, PART);
  await page.goto(`/product/${part._id}`);
  const addToCart = page.getByRole('button', { name: 'Add to Cart' }).first();
  await pressAndStayOn(addToCart);
  await expect(page.getByText('Item added to cart!')).toBeVisible();
  await expect(addToCart).toBeFocused();
  await expectAccessible(page);
});

test('a keyboard shopper saves a product to the wishlist and unsaves it without leaving the heart', async ({
  page,
}) => {
  await signUpAndSignIn(page, 'keys-wishlist');
  const part = await findProduct(page, PART);
  await page.goto(`/product/${part._id}`);
  const heart = page.getByRole('button', { name: 'Save to wishlist' });
  await heart.focus();
  await page.keyboard.press('Enter');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toBeFocused();
  // The heart shows it saved at once; a press while the save is still on its way is ignored.
  await expect(heart).not.toHaveAttribute('aria-busy', 'true');
  await page.keyboard.press('Enter');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart).toBeFocused();
});

test('a keyboard shopper raises a cart quantity by pressing + three times in a row', async ({
  page,
}) => {
  const { token } = await signUpAndSignIn(page, 'keys-quantity');
  const part = await findProduct(page, PART);
  await page.request.post('/api/v1/cart/items', {
    headers: { Authorization: `Bearer ${token}` },
    data: { productId: part._id, quantity: 1 },
  });
  await page.goto('/shoppingCart');
  const increase = page.getByRole('button', { name: `Increase quantity of ${part.name}` });
  const quantity = page.getByRole('group', { name: `Quantity of ${part.name}` }).locator('output');
  await increase.focus();
  for (const expected of ['2', '3', '4']) {
    await page.keyboard.press('Space');
    await expect(quantity).toHaveText(expected);
    await expect(cartLink(page)).toHaveAccessibleName(`Shopping cart, ${expected} items`);
  }
  await expect(increase).toBeFocused();
  await expectAccessible(page);
});

test('a keyboard shopper removes cart lines: each removal is said, and focus stays in the cart', async ({
  page,
}) => {
  const { token } = await signUpAndSignIn(page, 'keys-remove');
  const part = await findProduct(page, PART);
  const other = await findProduct(page, OTHER_PART);
  for (const product of [part, other]) {
    await page.request.post('/api/v1/cart/items', {
      headers: { Authorization: `Bearer ${token}` },
      data: { productId: product._id, quantity: 1 },
    });
  }
  await page.goto('/shoppingCart');
  const lines = page.getByRole('region', { name: 'Items in your cart' });
  await pressAndStayOn(page.getByRole('button', { name: `Remove ${part.name}` }));
  await expect(page.getByRole('status').filter({ hasText: `Removed ${part.name}` })).toBeAttached();
  await expect(lines).toBeFocused();
  await expect(cartLink(page)).toHaveAccessibleName('Shopping cart, 1 item');
  await expectAccessible(page);

  await pressAndStayOn(page.getByRole('button', { name: `Remove ${other.name}` }));
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();
});

test("a keyboard customer resets a tracked part's life and stays on its Reset", async ({
  page,
}) => {
  const { token } = await signUpAndSignIn(page, 'keys-reset');
  const system = await findProduct(page, SYSTEM);
  await page.request.post('/api/v1/trackers/tracked-products', {
    headers: { Authorization: `Bearer ${token}` },
    data: { productId: system._id, customName: 'Kitchen sink', additionalData: {} },
  });
  await page.goto('/dashboard');
  const reset = page.getByRole('button', { name: /^Reset / }).first();
  await pressAndStayOn(reset);
  await expect(page.getByText('Part reset: its lifespan starts again today.')).toBeVisible();
  await expect(reset).toBeFocused();
  await expectAccessible(page);
});

test('a keyboard shopper whose card is declined keeps focus on Pay Now', async ({ page }) => {
  const { token } = await signUpAndSignIn(page, 'keys-declined');
  const part = await findProduct(page, PART);
  await page.request.post('/api/v1/cart/items', {
    headers: { Authorization: `Bearer ${token}` },
    data: { productId: part._id, quantity: 1 },
  });
  await page.goto('/checkout');
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Test Shopper');
  const payNow = page.getByRole('button', { name: 'Pay Now' });
  await pressAndStayOn(payNow);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your card was declined.' }),
  ).toBeVisible();
  await expect(payNow).toBeFocused();
  await expectAccessible(page);
});

test('a keyboard visitor whose sign-in fails keeps focus on Sign in', async ({ page }) => {
  await page.goto('/log');
  await page.getByLabel('Email or phone number').fill(uniqueEmail('keys-nobody'));
  await page.getByLabel('Password').fill('not the password');
  const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
  await pressAndStayOn(signIn);
  await expect(page.getByText('Invalid e-mail/phone or password.')).toBeVisible();
  await expect(signIn).toBeFocused();
  await expectAccessible(page);
});

test('a keyboard customer saves the household profile and the shipping details and stays on Save', async ({
  page,
}) => {
  await signUpAndSignIn(page, 'keys-save');
  for (const { path, button, saved } of [
    { path: '/settings', button: 'Save settings', saved: 'Settings updated successfully!' },
    {
      path: '/shippingDetails',
      button: 'Save shipping details',
      saved: 'Shipping Details updated successfully!',
    },
  ]) {
    await page.goto(path);
    if (path === '/settings') await page.getByLabel('ZIP code').fill('77429');
    const save = page.getByRole('button', { name: button });
    await pressAndStayOn(save);
    await expect(page.getByText(saved)).toBeVisible();
    await expect(save).toBeFocused();
  }
});

test('a keyboard newcomer whose address is taken keeps focus on Sign up', async ({ page }) => {
  const { email } = await signUpAndSignIn(page, 'keys-taken');
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto('/log/sign-up');
  await page.getByLabel('Name').fill('Second Dana');
  await page.getByLabel('Email or phone number').fill(email);
  await page.getByLabel('Password').fill('another long password');
  await page.getByRole('checkbox', { name: /tracking/ }).check();
  await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  const signUp = page.getByRole('button', { name: 'Sign up', exact: true });
  await pressAndStayOn(signUp);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(signUp).toBeFocused();
});

test('a keyboard shopper whose discount code is unknown keeps focus on Apply', async ({ page }) => {
  const { token } = await signUpAndSignIn(page, 'keys-discount');
  const part = await findProduct(page, PART);
  await page.request.post('/api/v1/cart/items', {
    headers: { Authorization: `Bearer ${token}` },
    data: { productId: part._id, quantity: 1 },
  });
  await page.goto('/shoppingCart');
  await page.getByLabel('Discount code').fill('NO-SUCH-CODE');
  const apply = page.getByRole('button', { name: 'Apply', exact: true });
  await pressAndStayOn(apply);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(apply).toBeFocused();
});
