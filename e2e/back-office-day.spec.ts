import { expectAccessible } from './support/a11y.ts';
import { DEMO_ADMIN, openAdminPage, signIn } from './support/accounts.ts';
import { phoneCustomerByApi, placeOrderOf } from './support/admin.ts';
import { bearer, createTrackedFilter } from './support/back-office.ts';
import { uniqueSuffix } from './support/catalogue.ts';
import { findProduct, signUpAndSignIn } from './support/commerce.ts';
import { screenshotCurrentWidth } from './support/screenshots.ts';
import { expect, test } from './support/test.ts';

const PART = '5-Micron Sediment Cartridge';

test('after a refund the form starts empty and says what was refunded, so it is not one press from repeating', async ({
  page,
  browser,
}) => {
  const customer = await phoneCustomerByApi(page, 'Rory Repeat');
  const part = await findProduct(page, PART);
  const orderId = await placeOrderOf(page, customer.token, [{ productId: part._id, quantity: 2 }]);

  const admin = await openAdminPage(browser);
  await admin.goto(`/admin/orders/${orderId}`);
  const refund = admin.getByRole('form', { name: 'Refund' });
  await refund.getByLabel(/Amount/).fill('5');
  await refund.getByLabel('Reason').fill('Box arrived dented');
  await refund.getByLabel(`${part.name} (up to 2)`).fill('1');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await admin
    .getByRole('dialog', { name: 'Refund?' })
    .getByRole('button', { name: 'Confirm' })
    .click();

  await expect(admin.getByRole('status').filter({ hasText: 'Refunded $5.00.' })).toBeVisible();
  await expect(refund.getByLabel(/Amount/)).toHaveValue('');
  await expect(refund.getByLabel('Reason')).toHaveValue('');
  await expect(refund.getByLabel(`${part.name} (up to 1)`)).toHaveValue('0');
  await expectAccessible(admin);
  await admin.context().close();
});

test('an admin away from the shop reads order times and days in the shop’s time zone, as the filters and CSV count them', async ({
  page,
  browser,
}) => {
  const customer = await phoneCustomerByApi(page, 'Tomo Traveller');
  const part = await findProduct(page, PART);
  const orderId = await placeOrderOf(page, customer.token, [{ productId: part._id, quantity: 1 }]);
  const mine = await page.request.get('/api/v1/orders/myorders', {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  const order = (await mine.json()).data.find((o: { _id: string }) => o._id === orderId);
  const inChicago = (options: Intl.DateTimeFormatOptions) =>
    new Date(order.createdAt).toLocaleString('en-GB', { ...options, timeZone: 'America/Chicago' });
  const placed = inChicago({ dateStyle: 'medium', timeStyle: 'short' });
  const [day, month, year] = inChicago({ day: '2-digit', month: '2-digit', year: 'numeric' }).split(
    '/',
  );

  // The owner on a trip to Tokyo, 14 or 15 hours ahead of the shop in Texas.
  const context = await browser.newContext({ timezoneId: 'Asia/Tokyo' });
  const admin = await context.newPage();
  await signIn(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await admin.goto(`/admin/orders?q=${encodeURIComponent('Tomo Traveller')}`);
  const row = admin.getByRole('row').filter({ hasText: 'Tomo Traveller' });
  await expect(row).toContainText(placed);
  await row.getByRole('link', { name: `#${order.orderNumber}` }).click();
  await expect(admin.getByText(`Placed ${placed}`).first()).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Timeline' })).toContainText(placed);
  await admin.getByRole('link', { name: 'Tomo Traveller' }).click();
  await expect(admin.getByText(`Customer since ${year}-${month}-${day}`)).toBeVisible();
  await expectAccessible(admin);
  await context.close();
});

test('Export CSV says it is working while a big file is made, and a second press starts no second export', async ({
  browser,
}) => {
  const admin = await openAdminPage(browser);
  let exports = 0;
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  // A shop with years of orders: the file takes a while to arrive.
  await admin.route('**/api/v1/admin/orders.csv*', async (route) => {
    exports += 1;
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  await admin.goto('/admin/orders');
  await admin.getByRole('button', { name: 'Export CSV' }).click();
  const working = admin.getByRole('button', { name: 'Exporting…' });
  await expect(working).toBeDisabled();
  await working.click({ force: true });
  const download = admin.waitForEvent('download');
  release();
  expect((await download).suggestedFilename()).toBe('orders.csv');
  await expect(admin.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  expect(exports).toBe(1);
  await expectAccessible(admin);
  await admin.context().close();
});

test('a refund refused because another admin refunded meanwhile shows the order as it now stands', async ({
  page,
  browser,
}) => {
  const customer = await phoneCustomerByApi(page, 'Cora Concurrent');
  const part = await findProduct(page, PART);
  const orderId = await placeOrderOf(page, customer.token, [{ productId: part._id, quantity: 2 }]);
  const admin = await openAdminPage(browser);
  await admin.goto(`/admin/orders/${orderId}`);
  const refund = admin.getByRole('form', { name: 'Refund' });
  const amount = refund.getByLabel(/Amount/);
  const captured = Number((await amount.getAttribute('max')) ?? 0);

  // A colleague refunds $10 from another desk while this page is open.
  const token = await admin.evaluate(() => localStorage.getItem('token'));
  const other = await admin.request.post(`/api/v1/admin/orders/${orderId}/refunds`, {
    headers: { authorization: `Bearer ${token}` },
    data: { amount: 10, reason: 'Refunded by phone' },
  });
  expect(other.status(), await other.text()).toBe(200);
  const left = `$${(captured - 10).toFixed(2)}`;

  await amount.fill(String(captured));
  await refund.getByLabel('Reason').fill('Returned in full');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await admin
    .getByRole('dialog', { name: 'Refund?' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(admin.getByRole('alert')).toHaveText(
    `You can refund at most ${left} on this order.`,
  );
  await expect(refund.getByText(`Amount (USD, up to ${left})`)).toBeVisible();
  await expect(
    admin.getByRole('region', { name: 'Payment' }).getByText('\u2212$10.00'),
  ).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Timeline' })).toContainText('Refunded by phone');
  await expectAccessible(admin);
  await admin.context().close();
});

test('a discount code set for 1 to 2 December runs from midnight to midnight in the shop’s time zone', async ({
  browser,
}) => {
  const admin = await openAdminPage(browser);
  const code = `DEC${uniqueSuffix().toUpperCase()}`.slice(0, 20);
  await admin.goto('/admin/discounts');
  await admin.getByRole('button', { name: 'New discount code' }).click();
  await admin.getByLabel('Code', { exact: true }).fill(code);
  await admin.getByLabel('Percent off').fill('10');
  await admin.getByLabel('Starts on').fill('2026-12-01');
  await admin.getByLabel('Ends on').fill('2026-12-02');
  await admin.getByRole('button', { name: 'Create code' }).click();
  const row = admin.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('2026-12-01 to 2026-12-02');

  // Midnight in Texas (CST, UTC-6), not at 6 pm the evening before as UTC midnight would be.
  const token = await admin.evaluate(() => localStorage.getItem('token') ?? '');
  const listed = await admin.request.get('/api/v1/admin/discounts?pageSize=100', {
    headers: bearer(token),
  });
  const saved = (await listed.json()).data.items.find((d: { code: string }) => d.code === code);
  expect(saved.startsAt).toBe('2026-12-01T06:00:00.000Z');
  expect(saved.endsAt).toBe('2026-12-03T05:59:59.999Z');

  await row.getByRole('button', { name: /Edit/ }).click();
  await expect(admin.getByLabel('Starts on')).toHaveValue('2026-12-01');
  await expect(admin.getByLabel('Ends on')).toHaveValue('2026-12-02');
  await expectAccessible(admin);
  await admin.context().close();
});

test('a customer who opens a back-office address is refused, and offered none of its sections', async ({
  page,
}) => {
  const customer = await signUpAndSignIn(page, 'not-staff');
  for (const path of ['/admin', '/admin/orders', '/admin/discounts']) {
    await page.goto(path);
    await expect(page.getByRole('alert')).toHaveText('Access denied. Admin privileges required.');
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back Office' })).toHaveCount(0);
  }
  const refused = await page.request.get('/api/v1/admin/orders', {
    headers: bearer(customer.token),
  });
  expect(refused.status()).toBe(403);
  await expectAccessible(page);
});

test('a keyboard user sees which back-office section link has focus', async ({ browser }) => {
  const admin = await openAdminPage(browser);
  await admin.goto('/admin/orders');
  const customers = admin
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Customers' });
  for (let presses = 0; presses < 40; presses += 1) {
    await admin.keyboard.press('Tab');
    if (await customers.evaluate((link) => link === document.activeElement)) break;
  }
  await expect(customers).toBeFocused();
  // The same ring as every other control (theme.css), not only a faint hover tint.
  await expect(customers).toHaveCSS('outline-style', 'solid');
  await expect(customers).toHaveCSS('outline-width', '3px');
  await admin.context().close();
});

test('on a phone the back office’s section row starts at the current section, and the page stays at its top', async ({
  browser,
}) => {
  const admin = await openAdminPage(browser);
  await admin.setViewportSize({ width: 390, height: 844 });
  const row = admin.getByRole('navigation', { name: 'Admin' });
  const current = row.locator('[aria-current="page"]');
  /** The current section's link lies within the row's visible box (the row scrolls sideways). */
  const expectCurrentInView = async (section: string) => {
    await expect(current).toHaveText(section);
    await expect
      .poll(async () => {
        const [rowBox, linkBox] = [await row.boundingBox(), await current.boundingBox()];
        if (!rowBox || !linkBox) return 'not laid out';
        return linkBox.x >= rowBox.x && linkBox.x + linkBox.width <= rowBox.x + rowBox.width
          ? 'in view'
          : `link at ${linkBox.x}-${linkBox.x + linkBox.width}, row ${rowBox.x}-${rowBox.x + rowBox.width}`;
      })
      .toBe('in view');
    expect(await admin.evaluate(() => window.scrollY)).toBe(0);
  };
  await admin.goto('/admin/messages');
  await expect(admin.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expectCurrentInView('Messages');
  await screenshotCurrentWidth(admin, 'admin-messages-section-row');
  await admin.goto('/admin/reminder-opt-outs');
  await expectCurrentInView('Reminder opt-outs');
  // A navigation inside the app, not a load: the row follows it.
  await row.getByRole('link', { name: 'Dashboard' }).click();
  await expectCurrentInView('Dashboard');
  await admin.goBack();
  await expectCurrentInView('Reminder opt-outs');
  await admin.setViewportSize({ width: 1280, height: 800 });
  await admin.goto('/admin/messages');
  await expect(current).toHaveText('Messages');
  await screenshotCurrentWidth(admin, 'admin-messages-section-column');
  await admin.context().close();
});

test('a double-click on Ship order ships once and reports no error', async ({ page, browser }) => {
  const customer = await phoneCustomerByApi(page, 'Dana Doubleclick');
  const part = await findProduct(page, PART);
  const orderId = await placeOrderOf(page, customer.token, [{ productId: part._id, quantity: 1 }]);
  const admin = await openAdminPage(browser);
  let shipRequests = 0;
  admin.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/ship')) shipRequests += 1;
  });
  await admin.goto(`/admin/orders/${orderId}`);
  await admin.getByLabel('Tracking number').fill('1Z999AA10123456784');
  await admin.getByRole('button', { name: 'Ship order' }).dblclick();
  const timeline = admin.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText('UPS 1Z999AA10123456784');
  await admin.waitForLoadState('networkidle');
  await expect(admin.getByRole('alert')).toHaveCount(0);
  expect(shipRequests).toBe(1);
  await admin.context().close();
});

test('a double-click on a product’s stock Save saves once, with no false “changed while you were editing”', async ({
  browser,
}) => {
  const admin = await openAdminPage(browser);
  const token = await admin.evaluate(() => localStorage.getItem('token') ?? '');
  const { slow } = await createTrackedFilter(admin, token);
  let saves = 0;
  admin.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().endsWith('/stock')) saves += 1;
  });
  await admin.goto('/admin/products');
  await admin.getByLabel('Find by name or SKU').fill(slow.sku);
  const row = admin.getByRole('row').filter({ hasText: slow.sku });
  await row.getByLabel(`Stock of ${slow.name}`, { exact: true }).fill('7');
  await row.getByRole('button', { name: `Save stock of ${slow.name}` }).dblclick();
  await expect(row.getByRole('button', { name: `Save stock of ${slow.name}` })).toBeDisabled();
  await admin.waitForLoadState('networkidle');
  await expect(row.getByLabel(`Stock of ${slow.name}`, { exact: true })).toHaveValue('7');
  await expect(admin.getByRole('alert')).toHaveCount(0);
  expect(saves).toBe(1);
  await admin.context().close();
});

test('a keyboard user who saves a stock keeps the focus on Save while it saves and after, and Enter meanwhile saves nothing more', async ({
  browser,
}) => {
  const admin = await openAdminPage(browser);
  const token = await admin.evaluate(() => localStorage.getItem('token') ?? '');
  const { slow } = await createTrackedFilter(admin, token);
  let saves = 0;
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  await admin.route('**/api/v1/admin/products/*/stock', async (route) => {
    saves += 1;
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  await admin.goto('/admin/products');
  await admin.getByLabel('Find by name or SKU').fill(slow.sku);
  const row = admin.getByRole('row').filter({ hasText: slow.sku });
  await row.getByLabel(`Stock of ${slow.name}`, { exact: true }).fill('9');
  const save = row.getByRole('button', { name: `Save stock of ${slow.name}` });
  await save.focus();
  await admin.keyboard.press('Enter');
  await expect(save).toHaveAttribute('aria-busy', 'true');
  await expect(save).toBeFocused();
  await admin.keyboard.press('Enter');
  release();
  await expect(save).not.toHaveAttribute('aria-busy');
  await expect(row.getByLabel(`Stock of ${slow.name}`, { exact: true })).toHaveValue('9');
  await expect(save).toBeFocused();
  expect(saves).toBe(1);
  await admin.context().close();
});

test('a double-click on Create code creates the code once, with no “already uses this code”', async ({
  browser,
}) => {
  const admin = await openAdminPage(browser);
  const code = `TWICE${uniqueSuffix().toUpperCase()}`.slice(0, 20);
  await admin.goto('/admin/discounts');
  await admin.getByRole('button', { name: 'New discount code' }).click();
  await admin.getByLabel('Code', { exact: true }).fill(code);
  await admin.getByLabel('Percent off').fill('5');
  await admin.getByRole('button', { name: 'Create code' }).dblclick();
  await expect(admin.getByRole('row').filter({ hasText: code })).toContainText('5% off');
  await admin.waitForLoadState('networkidle');
  await expect(admin.getByRole('alert')).toHaveCount(0);
  await admin.context().close();
});
