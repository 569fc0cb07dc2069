import { expectAccessible } from './support/a11y.ts';
import { bearer, createTrackedFilter, openAdmin } from './support/back-office.ts';
import { uniqueSuffix } from './support/catalogue.ts';
import { findProduct, payWithCard, signUpAndSignIn } from './support/commerce.ts';
import { screenshotBothWidths } from './support/screenshots.ts';
import { expect, test } from './support/test.ts';

const DAY_MS = 86_400_000;
const usd = (amount: number) => `$${amount.toFixed(2)}`;

test('a customer applies a code at checkout and pays the discounted total', async ({
  page,
  browser,
}) => {
  const admin = await openAdmin(browser);
  const code = `SPRING${uniqueSuffix().toUpperCase()}`.slice(0, 20);
  await admin.page.goto('/admin/discounts');
  await admin.page.getByRole('button', { name: 'New discount code' }).click();
  await admin.page.getByLabel('Code', { exact: true }).fill(code);
  await admin.page.getByLabel('Percent off').fill('15');
  await admin.page.getByLabel('Total uses (blank = no limit)').fill('100');
  await admin.page.getByRole('button', { name: 'Create code' }).click();
  const row = admin.page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('15% off');
  await expect(row).toContainText('0 of 100');
  await expectAccessible(admin.page);
  await screenshotBothWidths(admin.page, 'admin-discounts');

  const customer = await signUpAndSignIn(page, 'coupon');
  await page.goto('/account');
  await page.getByRole('button', { name: 'Coupons' }).click();
  await expect(page.getByRole('region', { name: 'Your coupons' })).toContainText(code);
  await expectAccessible(page);

  const product = await findProduct(page, 'PureFlow 5-Stage Reverse Osmosis System');
  await page.request.post('/api/v1/cart/items', {
    headers: bearer(customer.token),
    data: { productId: product._id, quantity: 1 },
  });
  await page.goto('/shoppingCart');
  await page.getByLabel('Discount code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  const off = Math.round(product.price * 15) / 100;
  await expect(page.getByText(`Discount (${code})`)).toBeVisible();
  // One way to write money everywhere (30.15): the minus sign before the dollar sign.
  await expect(page.getByText(`\u2212${usd(off)}`)).toBeVisible();
  await expectAccessible(page);
  await screenshotBothWidths(page, 'discount-cart');

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText(`Discount (${code})`)).toBeVisible();
  await expect(summary.getByText(`\u2212${usd(off)}`)).toBeVisible();
  const quote = await (
    await page.request.post('/api/v1/checkout/quote', { headers: bearer(customer.token), data: {} })
  ).json();
  expect(quote.data.discount.amount).toBe(off);
  await expect(summary.getByText(usd(quote.data.total))).toBeVisible();
  await expectAccessible(page);
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('dialog', { name: 'Thank you for your order!' })).toBeVisible();

  const orders = await (
    await page.request.get('/api/v1/orders/myorders', { headers: bearer(customer.token) })
  ).json();
  expect(orders.data[0]).toMatchObject({
    discount: off,
    discountCode: code,
    totalPrice: quote.data.total,
  });
  await admin.page.reload();
  await expect(admin.page.getByRole('row').filter({ hasText: code })).toContainText('1 of 100');
  await admin.page.context().close();
});

test('the dashboard shows the forecast for a seeded set of tracked systems', async ({
  page,
  browser,
}) => {
  const admin = await openAdmin(browser);
  const { slow, fast, filter } = await createTrackedFilter(admin.page, admin.token);
  const customer = await signUpAndSignIn(page, 'forecast');
  const installationDate = new Date(Date.now() - 155 * DAY_MS).toISOString();
  for (const customName of ['Kitchen sink', 'Cabin sink']) {
    const tracked = await page.request.post('/api/v1/trackers/tracked-products', {
      headers: bearer(customer.token),
      data: { productId: filter._id, customName, installationDate },
    });
    expect(tracked.status(), await tracked.text()).toBe(201);
  }

  await admin.page.goto('/admin');
  await expect(admin.page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(admin.page.getByText('Orders to ship')).toBeVisible();
  const forecast = admin.page.getByRole('region', { name: 'Parts forecast' });
  // 90 days: the 6-month membrane once per system, the monthly sediment cartridge 3-4 times.
  const membrane = forecast.getByRole('row').filter({ hasText: slow.sku });
  await expect(membrane.getByRole('cell')).toHaveText([slow.sku, slow.name, '2', '1', '1']);
  await expect(forecast.getByRole('row').filter({ hasText: fast.sku })).toBeVisible();
  await expect(forecast.getByRole('img', { name: /Bar chart of units due/ })).toBeVisible();
  await expectAccessible(admin.page);
  await screenshotBothWidths(admin.page, 'admin-dashboard');
  await admin.page.getByRole('link', { name: /Messages that failed/ }).click();
  await expect(admin.page).toHaveURL(/\/admin\/messages\?status=failed$/);
  await admin.page.goto('/admin');
  await admin.page.getByRole('link', { name: /Orders to ship/ }).click();
  await expect(admin.page).toHaveURL(/\/admin\/orders\?status=Pending$/);

  await admin.page.goto('/admin/products');
  await admin.page.getByLabel('Find by name or SKU').fill(slow.sku);
  const stock = admin.page.getByLabel(`Stock of ${slow.name}`, { exact: true });
  await expect(stock).toHaveValue('1');
  await expect(admin.page.getByRole('row').filter({ hasText: slow.sku })).toContainText('Low');
  await stock.fill('12');
  await admin.page.getByRole('button', { name: `Save stock of ${slow.name}` }).click();
  await expect(admin.page.getByRole('row').filter({ hasText: slow.sku })).not.toContainText('Low');
  await admin.page.getByLabel('Find by name or SKU').fill('');
  await expectAccessible(admin.page);
  await screenshotBothWidths(admin.page, 'admin-products');
  await admin.page.goto('/admin');
  await expect(membrane.getByRole('cell')).toHaveText([slow.sku, slow.name, '2', '12', '0']);
  await admin.page.context().close();
});
