import { expectAccessible } from './support/a11y.ts';
import { openAdminPage, signUp, uniqueEmail } from './support/accounts.ts';
import {
  CUSTOMER_PASSWORD,
  cartLink,
  findProduct,
  payWithCard,
  placeOrderByApi,
  signUpAndSignIn,
  TEXAS_ADDRESS,
} from './support/commerce.ts';
import { screenshotBothWidths } from './support/screenshots.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';

const FILTER_SYSTEM = 'PureFlow 5-Stage Reverse Osmosis System';
const PART = '5-Micron Sediment Cartridge';
const TEST_KIT_OR_PART = 'Coconut Carbon Block Cartridge';

async function addToCartFromProductPage(page: Page, productId: string) {
  await page.goto(`/product/${productId}`);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByText('Item added to cart!')).toBeVisible();
}

test('a customer adds two products, changes quantities, pays with 4242 and sees the order', async ({
  page,
}) => {
  await signUpAndSignIn(page, 'cart');
  const filter = await findProduct(page, FILTER_SYSTEM);
  const part = await findProduct(page, PART);

  await addToCartFromProductPage(page, filter._id);
  await expectAccessible(page);
  await addToCartFromProductPage(page, part._id);
  await expect(cartLink(page)).toHaveAccessibleName('Shopping cart, 2 items');

  await cartLink(page).click();
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Decrease quantity of ${filter.name}` }),
  ).toBeDisabled();
  await page.getByRole('button', { name: `Increase quantity of ${part.name}` }).click();
  await page.getByRole('button', { name: `Increase quantity of ${part.name}` }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Shopping cart, 4 items');
  await page.getByRole('button', { name: `Decrease quantity of ${part.name}` }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Shopping cart, 3 items');
  await expect(page.getByText('Calculated at checkout')).toHaveCount(2);
  await expectAccessible(page);
  await screenshotBothWidths(page, 'commerce-cart');

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText(filter.name)).toBeVisible();
  await expect(summary.getByText('Quantity: 2')).toBeVisible();
  await expect(summary.getByText('Tax')).toBeVisible();
  await expectAccessible(page);
  await screenshotBothWidths(page, 'commerce-checkout');

  await payWithCard(page, '4242 4242 4242 4242');
  const modal = page.getByRole('dialog', { name: 'Thank you for your order!' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(/SMS reminders/)).toBeVisible();
  // hardening 11: the short order number, the same one the order history shows
  const orderNumber = (await modal.getByText(/^Your order number is #\d+\.$/).textContent()) ?? '';
  const shortNumber = orderNumber.match(/#\d+/)?.[0] ?? 'missing';
  await expectAccessible(page);
  await screenshotBothWidths(page, 'commerce-thank-you');

  await modal.getByRole('button', { name: "No Thanks, I'll Do It Later" }).click();
  await expect(page).toHaveURL(/\/orderHistory$/);
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  const order = page.getByRole('article', { name: `Order ${shortNumber}` });
  await expect(order.getByRole('heading', { name: `Order ${shortNumber}` })).toBeVisible();
  await expect(order.getByText('Pending')).toBeVisible();
  await expect(order.getByText(/USD$/)).toBeVisible();
  await order.getByText('3 items').click();
  await expect(order.getByRole('link', { name: part.name })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Shopping cart');
  await expectAccessible(page);
  await screenshotBothWidths(page, 'commerce-order-history');

  await order.getByRole('link', { name: part.name }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${part._id}$`));
});

test('a declined card shows the processor message and places no order', async ({ page }) => {
  await signUpAndSignIn(page, 'declined');
  const part = await findProduct(page, PART);
  await addToCartFromProductPage(page, part._id);

  await page.goto('/checkout');
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your card was declined.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  await expectAccessible(page);

  await page.goto('/orderHistory');
  await expect(page.getByText("You haven't made any orders yet.")).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Shopping cart, 1 item');
  await expectAccessible(page);
});

test('Buy it Now pays for one item and leaves the cart as it was', async ({ page }) => {
  await signUpAndSignIn(page, 'buynow');
  const inCart = await findProduct(page, PART);
  const bought = await findProduct(page, TEST_KIT_OR_PART);
  await addToCartFromProductPage(page, inCart._id);
  await expect(cartLink(page)).toHaveAccessibleName('Shopping cart, 1 item');

  await page.goto(`/product/${bought._id}`);
  await page.getByRole('button', { name: 'Buy it Now' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText(bought.name)).toBeVisible();
  await expect(summary.getByText(inCart.name)).toHaveCount(0);
  await expectAccessible(page);

  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByText(/Redirecting you to your order history/)).toBeVisible();
  await expectAccessible(page);
  await expect(page).toHaveURL(/\/orderHistory$/, { timeout: 6000 });
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(cartLink(page)).toHaveAccessibleName('Shopping cart, 1 item');
  await page.goto('/shoppingCart');
  await expect(page.getByText(inCart.name)).toBeVisible();
  await expect(page.getByText(bought.name)).toHaveCount(0);
});

test('hardening 30.14: an admin ships from Received Orders through the ship form, then marks it Delivered; the customer sees the badge change', async ({
  page,
  browser,
}) => {
  const customer = await signUpAndSignIn(page, 'status');
  const part = await findProduct(page, PART);
  const orderNumber = await placeOrderByApi(page, customer.token, part._id);

  const admin = await openAdminPage(browser);
  await admin.goto('/receivedOrders');
  await expect(admin.getByRole('heading', { name: 'Received Orders' })).toBeVisible();
  const adminCard = admin.getByRole('article', { name: `Order #${orderNumber}` });
  await expect(adminCard.getByText(customer.email)).toBeVisible();
  await expectAccessible(admin);
  await screenshotBothWidths(admin, 'commerce-received-orders');

  // The status badge, not the "Test order" one the test-card processor's orders carry.
  const statusBadge = (card: Locator) =>
    card.locator('.badge').filter({ hasNotText: 'Test order' });
  const customerBadge = statusBadge(page.getByRole('article', { name: `Order #${orderNumber}` }));
  // Shipping opens the back office's ship form (30.14): carrier, tracking, and who shipped it.
  await adminCard.getByRole('link', { name: 'Ship with tracking' }).click();
  await expect(admin.getByLabel('Tracking number')).toBeFocused();
  await admin.getByLabel('Carrier').selectOption('USPS');
  await admin.getByLabel('Tracking number').fill('9400111899223197428490');
  await admin.getByRole('button', { name: 'Ship order' }).click();
  const timeline = admin.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText(/USPS 9400111899223197428490 · by/)).toBeVisible();
  await admin.goto('/receivedOrders');
  await expect(statusBadge(adminCard)).toHaveText('Shipped');
  await expect(adminCard.getByRole('link', { name: 'Ship with tracking' })).toHaveCount(0);
  await page.goto('/orderHistory');
  await expect(customerBadge).toHaveText('Shipped');
  await expect(customerBadge).toHaveClass(/badge-info/);

  await adminCard.getByRole('button', { name: 'Mark as Delivered' }).click();
  await expect(statusBadge(adminCard)).toHaveText('Delivered');
  await expect(adminCard.getByRole('button', { name: 'Mark as Delivered' })).toHaveCount(0);
  await page.reload();
  await expect(customerBadge).toHaveText('Delivered');
  await expect(customerBadge).toHaveClass(/badge-success/);
  await expectAccessible(page);
  await admin.context().close();
});

test('hardening 30.19: a newcomer sent to sign in by Add to Cart signs up and finds the item in the cart, once', async ({
  page,
}) => {
  const part = await findProduct(page, PART);
  await page.goto(`/product/${part._id}`);
  await page.getByRole('button', { name: 'Increase quantity' }).first().click();
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByText('You must be logged in to add items.')).toBeVisible();
  await expect(page).toHaveURL(/\/log\?redirect=/);
  await expect(page.getByText('Sign in to add this to your cart.')).toBeVisible();
  await expectAccessible(page);
  await screenshotBothWidths(page, 'sign-in-to-add-to-cart');

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByText('Sign up to add this to your cart.')).toBeVisible();
  await expectAccessible(page);
  await signUp(
    page,
    { name: 'Nia Newcomer', credential: uniqueEmail('newcomer'), password: CUSTOMER_PASSWORD },
    { from: '' },
  );
  await expect(page).toHaveURL(new RegExp(`/product/${part._id}$`));
  await expect(page.getByText('Item added to cart!')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Shopping cart, 2 items');

  await page.reload();
  await expect(page.getByRole('heading', { name: part.name })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Shopping cart, 2 items');
  await page.goBack();
  await expect(cartLink(page)).toHaveAccessibleName('Shopping cart, 2 items');
});

test('hardening 30.19: a customer sent to sign in by Buy it Now goes on to checkout with that item', async ({
  page,
}) => {
  const customer = await signUpAndSignIn(page, 'buyafter');
  await page.evaluate(() => localStorage.removeItem('token'));
  const part = await findProduct(page, PART);
  await page.goto(`/product/${part._id}`);
  await page.getByRole('button', { name: 'Buy it Now' }).click();
  await expect(page.getByText('Sign in to buy this now.')).toBeVisible();
  await page.getByLabel('Email or phone number').fill(customer.email);
  await page.getByLabel('Password').fill(CUSTOMER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText(part.name)).toBeVisible();
  await expect(summary.getByText('Quantity: 1')).toBeVisible();
});

test('hardening 30.22: a phone shopper without an address saves one, returns to checkout, sees the whole thank-you modal and a ZIP already filled', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpAndSignIn(page, 'noaddress', { withAddress: false });
  const filter = await findProduct(page, FILTER_SYSTEM);
  await page.goto(`/product/${filter._id}`);
  await page.getByRole('button', { name: 'Buy it Now' }).click();
  await expect(page.getByText('Shipping address is missing.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Update shipping details' }).click();
  await page.getByLabel('Street').fill(TEXAS_ADDRESS.street);
  await page.getByLabel('City').fill(TEXAS_ADDRESS.city);
  await page.getByLabel('State').selectOption(TEXAS_ADDRESS.state);
  await page.getByLabel('ZIP code').fill(TEXAS_ADDRESS.zip);
  await page.getByRole('button', { name: 'Save shipping details' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText(filter.name)).toBeVisible();
  await expect(page.getByText(/Shipping to/)).toBeVisible();

  await payWithCard(page, '4242 4242 4242 4242');
  const modal = page.getByRole('dialog', { name: 'Thank you for your order!' });
  const addSystem = modal.getByRole('button', { name: 'Add System to My Products' });
  await expect(addSystem).toBeInViewport({ ratio: 1 });
  await expect(modal.getByRole('button', { name: "No Thanks, I'll Do It Later" })).toBeInViewport({
    ratio: 1,
  });
  await expectAccessible(page);
  await page.screenshot({ path: 'e2e/screenshots/phone/thank-you-modal-390x844.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(addSystem).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: 'e2e/screenshots/desktop/thank-you-modal.png' });

  await addSystem.click();
  const dialog = page.getByRole('dialog', { name: 'Add Product Information' });
  await expect(dialog.getByRole('textbox', { name: 'ZIP code' })).toHaveValue(TEXAS_ADDRESS.zip);
});
