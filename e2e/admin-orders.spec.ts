import { expectAccessible } from './support/a11y.ts';
import { openAdminPage } from './support/accounts.ts';
import { openAdminSection, phoneCustomerByApi, placeOrderOf } from './support/admin.ts';
import { uniqueSuffix } from './support/catalogue.ts';
import { findProduct } from './support/commerce.ts';
import { screenshotBothWidths, screenshotCurrentWidth } from './support/screenshots.ts';
import { expect, test } from './support/test.ts';

const PART = '5-Micron Sediment Cartridge';
const OTHER_PART = 'Coconut Carbon Block Cartridge';

test('an admin finds an order by phone, ships it with tracking; the customer sees it and gets the text', async ({
  page,
  browser,
}) => {
  // Unique on this worker's server, so a retry does not meet the first attempt's customer.
  const who = `Pat Phoneonly ${uniqueSuffix()}`;
  const customer = await phoneCustomerByApi(page, who);
  const part = await findProduct(page, PART);
  const orderId = await placeOrderOf(page, customer.token, [{ productId: part._id, quantity: 1 }]);
  const mine = await page.request.get('/api/v1/orders/myorders', {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  const placed = (await mine.json()).data.find((o: { _id: string }) => o._id === orderId);
  const reference = String(placed.orderNumber);

  const admin = await openAdminPage(browser);
  await openAdminSection(admin, 'Orders');
  const search = admin.getByRole('form', { name: 'Order search' });
  await search.getByLabel('Search orders').fill(customer.phoneNumber.slice(-7));
  await search.getByRole('button', { name: 'Search' }).click();
  const row = admin.getByRole('row').filter({ hasText: who });
  await expect(row).toHaveCount(1);
  await expectAccessible(admin);
  await screenshotBothWidths(admin, 'admin-orders');

  await row.getByRole('link', { name: `#${reference}` }).click();
  await expect(admin.getByRole('heading', { name: `Order #${reference}` })).toBeVisible();
  await admin.getByLabel('Carrier').selectOption('UPS');
  await admin.getByLabel('Tracking number').fill('1Z999AA10123456784');
  await admin.getByRole('button', { name: 'Ship order' }).click();
  const timeline = admin.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText('UPS 1Z999AA10123456784 · by')).toBeVisible();
  await expect(timeline.getByRole('link', { name: 'Track' })).toHaveAttribute('href', /ups\.com/);
  // Ship order left with the Pending status: focus stays in the actions, not at the page's top.
  await expect(admin.getByRole('heading', { name: 'Actions' })).toBeFocused();
  await expectAccessible(admin);
  await screenshotBothWidths(admin, 'admin-order');
  await expect(admin.getByRole('button', { name: 'Print packing slip' })).toBeVisible();
  await admin.emulateMedia({ media: 'print' });
  await expect(admin.getByRole('region', { name: 'Actions' })).toBeHidden();
  await screenshotCurrentWidth(admin, 'admin-packing-slip');
  await admin.emulateMedia({ media: 'screen' });

  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('token', value), customer.token);
  await page.goto('/orderHistory');
  await expect(page.getByRole('article').first().getByText('Shipped')).toBeVisible();

  await openAdminSection(admin, 'Messages');
  const text = admin.getByRole('article').filter({ hasText: customer.phoneNumber }).first();
  await expect(text).toContainText('1Z999AA10123456784');
  await expectAccessible(admin);
  await screenshotBothWidths(admin, 'admin-messages');

  await openAdminSection(admin, 'Customers');
  const customers = admin.getByRole('form', { name: 'Customer search' });
  await customers.getByLabel('Search customers').fill(who);
  await customers.getByRole('button', { name: 'Search' }).click();
  await admin.getByRole('link', { name: who }).click();
  await expect(admin.getByRole('heading', { name: who })).toBeVisible();
  await expect(admin.getByRole('link', { name: `#${reference}` })).toBeVisible();
  await expectAccessible(admin);
  await screenshotBothWidths(admin, 'admin-customer');
  await admin.goBack();
  await expectAccessible(admin);
  await screenshotBothWidths(admin, 'admin-customers');
});

test('an admin refunds one line of a two-line order and restocks it', async ({ page, browser }) => {
  const customer = await phoneCustomerByApi(page, 'Rita Refund');
  const part = await findProduct(page, PART);
  const other = await findProduct(page, OTHER_PART);
  const orderId = await placeOrderOf(page, customer.token, [
    { productId: part._id, quantity: 1 },
    { productId: other._id, quantity: 1 },
  ]);
  const stockNow = async () =>
    (await (await page.request.get(`/api/v1/products/${part._id}`)).json()).data.stock;
  const before = await stockNow();

  const admin = await openAdminPage(browser);
  await admin.goto(`/admin/orders/${orderId}`);
  const refund = admin.getByRole('form', { name: 'Refund' });
  await refund.getByLabel(/Amount/).fill(String(part.price));
  await refund.getByLabel('Reason').fill('Cartridge arrived cracked');
  await refund.getByLabel(`${part.name} (up to 1)`).fill('1');
  await refund.getByRole('button', { name: 'Refund' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Refund?' });
  await expect(confirm).toContainText('restock the chosen items');
  await expectAccessible(admin);
  await confirm.getByRole('button', { name: 'Confirm' }).click();

  const timeline = admin.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText(/Cartridge arrived cracked/)).toBeVisible();
  const line = admin.getByRole('row').filter({ hasText: part.name });
  await expect(line.getByRole('cell').last()).toHaveText('1');
  expect(await stockNow()).toBe(before + 1);
  await expectAccessible(admin);
});

test('hardening 30.15 and 30.16: receipts add up everywhere, the slip is branded, slips print in bulk', async ({
  page,
  browser,
}) => {
  const customer = await phoneCustomerByApi(page, 'Rhea Receipt');
  const part = await findProduct(page, PART);
  const other = await findProduct(page, OTHER_PART);
  const orderId = await placeOrderOf(page, customer.token, [
    { productId: part._id, quantity: 2 },
    { productId: other._id, quantity: 1 },
  ]);
  const secondId = await placeOrderOf(page, customer.token, [{ productId: part._id, quantity: 1 }]);

  const admin = await openAdminPage(browser);
  await admin.goto(`/admin/orders/${orderId}`);
  const refund = admin.getByRole('form', { name: 'Refund' });
  await refund.getByLabel(/Amount/).fill('5');
  await refund.getByLabel('Reason').fill('Late delivery');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await admin
    .getByRole('dialog', { name: 'Refund?' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  const payment = admin.getByRole('region', { name: 'Payment' });
  await expect(payment.getByText('\u2212$5.00')).toBeVisible();
  await expect(payment.getByText('Paid after refunds')).toBeVisible();
  await admin.getByLabel('Tracking number').fill('1Z999AA10123456784');
  await admin.getByRole('button', { name: 'Ship order' }).click();
  await expect(
    admin.getByRole('region', { name: 'Timeline' }).getByText(/by/).first(),
  ).toBeVisible();
  await expectAccessible(admin);
  await screenshotBothWidths(admin, 'admin-order-receipt');

  await admin.emulateMedia({ media: 'print' });
  const slip = admin.getByRole('article', { name: /^Packing slip #/ });
  await expect(slip.getByRole('heading', { name: 'Packing slip' })).toBeVisible();
  await expect(slip.getByText('ClearSpring Water').first()).toBeVisible();
  await expect(slip.getByText(/^Returns:/)).toBeVisible();
  await expect(slip.getByRole('row').filter({ hasText: part.name })).toContainText(/\S+\s+/);
  await expect(admin.locator('.badge').first()).toBeHidden();
  await screenshotBothWidths(admin, 'admin-packing-slip-branded');
  await admin.emulateMedia({ media: 'screen' });

  await admin.addInitScript(() => {
    window.print = () => {
      document.body.dataset.printed = String(Number(document.body.dataset.printed ?? 0) + 1);
    };
  });
  await admin.goto('/admin/orders?q=Rhea%20Receipt');
  for (const id of [orderId, secondId]) {
    const mine = await page.request.get('/api/v1/orders/myorders', {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    const found = (await mine.json()).data.find((o: { _id: string }) => o._id === id);
    await admin.getByRole('checkbox', { name: `Select order #${found.orderNumber}` }).check();
  }
  await admin.getByRole('button', { name: 'Print packing slips (2)' }).click();
  await expect(admin.locator('body')).toHaveAttribute('data-printed', '1');
  await admin.emulateMedia({ media: 'print' });
  await expect(admin.getByRole('article', { name: /^Packing slip #/ })).toHaveCount(2);
  await admin.emulateMedia({ media: 'screen' });
  await expectAccessible(admin);
  await screenshotBothWidths(admin, 'admin-orders-selected');

  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('token', value), customer.token);
  await page.goto('/orderHistory');
  const card = page.getByRole('article').filter({ hasText: '1Z999AA10123456784' });
  await expect(card.getByRole('link', { name: /UPS 1Z999AA10123456784/ })).toHaveAttribute(
    'href',
    /ups\.com/,
  );
  await card.getByText('Receipt', { exact: true }).click();
  await expect(card.getByText('Refunded')).toBeVisible();
  await expect(card.getByText('\u2212$5.00')).toBeVisible();
  await expectAccessible(page);
  await screenshotBothWidths(page, 'order-history-receipt');
  await admin.context().close();
});
