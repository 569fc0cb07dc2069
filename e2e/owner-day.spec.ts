import { expectAccessible } from './support/a11y.ts';
import { phoneCustomerByApi, placeOrderOf } from './support/admin.ts';
import { dataOf } from './support/api.ts';
import { bearer, createTrackedFilter, openAdmin } from './support/back-office.ts';
import { signUpAndSignIn } from './support/commerce.ts';
import { screenshotBothWidths } from './support/screenshots.ts';
import { expect, type Page, test } from './support/test.ts';

const DAY_MS = 86_400_000;

interface Sales {
  from: string;
  to: string;
  net: number;
  gross: number;
  refunds: number;
  orders: number;
}

const usd = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function setStock(page: Page, token: string, id: string, stock: number) {
  await dataOf(
    await page.request.patch(`/api/v1/admin/products/${id}/stock`, {
      headers: bearer(token),
      data: { stock },
    }),
  );
}

/** How many pixels of the canvas are drawn in the forecast's "units due" colour (#0e7490). */
const duePixels = (page: Page) =>
  page.getByRole('img', { name: /Bar chart of units due/ }).evaluate((canvas) => {
    const { width, height } = canvas as HTMLCanvasElement;
    const pixels = (canvas as HTMLCanvasElement)
      .getContext('2d')
      ?.getImageData(0, 0, width, height).data;
    let count = 0;
    for (let i = 0; pixels && i < pixels.length; i += 4) {
      const near = (value: number | undefined, target: number) =>
        Math.abs((value ?? 0) - target) < 12;
      if (near(pixels[i], 14) && near(pixels[i + 1], 116) && near(pixels[i + 2], 144)) count++;
    }
    return count;
  });

test('hardening 30.13: the dashboard shows net sales beside gross and refunds, and Today opens today’s orders', async ({
  browser,
  page,
}) => {
  const admin = await openAdmin(browser);
  const { fast } = await createTrackedFilter(admin.page, admin.token);
  const customer = await phoneCustomerByApi(page, 'Dashboard Shopper');
  const orderId = await placeOrderOf(page, customer.token, [{ productId: fast._id, quantity: 1 }]);
  await dataOf(
    await admin.page.request.post(`/api/v1/admin/orders/${orderId}/refunds`, {
      headers: bearer(admin.token),
      data: { amount: 2, reason: 'Box arrived dented' },
    }),
  );
  const { today } = await dataOf<{ today: Sales }>(
    await admin.page.request.get('/api/v1/admin/dashboard', { headers: bearer(admin.token) }),
  );
  expect(today.refunds).toBeGreaterThanOrEqual(2);

  await admin.page.goto('/admin');
  const todayCard = admin.page.getByRole('link', { name: /^Today/ });
  await expect(todayCard).toContainText(`${usd(today.net)} net`);
  await expect(todayCard).toContainText(
    `${usd(today.gross)} gross · ${usd(today.refunds)} refunded`,
  );
  await expect(
    admin.page.getByRole('img', { name: /Line chart of net sales per day/ }),
  ).toBeVisible();
  await expect(admin.page.getByText(/Net sales by day \(America\/Chicago\)/)).toBeVisible();
  await expectAccessible(admin.page);
  await screenshotBothWidths(admin.page, 'admin-dashboard-sales');

  await todayCard.click();
  await expect(admin.page).toHaveURL(`/admin/orders?from=${today.from}&to=${today.to}`);
  await expect(admin.page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await admin.page.context().close();
});

test('hardening 30.17: stock 0 reads Out of stock, rows open the editor, Save fits a phone, few units due show beside 320 in stock', async ({
  browser,
  page,
}) => {
  const admin = await openAdmin(browser);
  const { slow, fast, filter } = await createTrackedFilter(admin.page, admin.token);
  await setStock(admin.page, admin.token, slow._id, 0);
  await setStock(admin.page, admin.token, fast._id, 320);
  const customer = await signUpAndSignIn(page, 'stock-forecast');
  const tracked = await page.request.post('/api/v1/trackers/tracked-products', {
    headers: bearer(customer.token),
    data: {
      productId: filter._id,
      customName: 'Kitchen sink',
      installationDate: new Date(Date.now() - 155 * DAY_MS).toISOString(),
    },
  });
  expect(tracked.status(), await tracked.text()).toBe(201);

  // The forecast: the sediment cartridge's 3-4 units due are bars a person can see.
  await admin.page.goto('/admin');
  const forecast = admin.page.getByRole('region', { name: 'Parts forecast' });
  await expect(forecast.getByRole('row').filter({ hasText: fast.sku })).toContainText('320');
  await admin.page.getByLabel('Window').selectOption('30');
  await expect(forecast.getByRole('img', { name: /Bar chart of units due/ })).toBeVisible();
  await expect.poll(() => duePixels(admin.page)).toBeGreaterThan(2_000);

  await admin.page.goto('/admin/products');
  await admin.page.getByLabel('Find by name or SKU').fill(slow.sku);
  const row = admin.page.getByRole('row').filter({ hasText: slow.sku });
  await expect(row).toContainText('Out of stock');
  await expect(row).not.toContainText('Low');

  await admin.page.setViewportSize({ width: 390, height: 844 });
  const save = admin.page.getByRole('button', { name: `Save stock of ${slow.name}` });
  await save.scrollIntoViewIfNeeded();
  const box = await save.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await expectAccessible(admin.page);
  await admin.page.setViewportSize({ width: 1280, height: 800 });

  await row.getByRole('link', { name: slow.name }).click();
  await expect(admin.page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
  await expect(admin.page.getByLabel('SKU', { exact: false }).first()).toHaveValue(slow.sku);
  await admin.page.context().close();
});

test('hardening 30.27: a stock edit made on a stale number shows the current stock and saves on retry', async ({
  browser,
}) => {
  const admin = await openAdmin(browser);
  const { slow } = await createTrackedFilter(admin.page, admin.token);
  await admin.page.goto('/admin/products');
  await admin.page.getByLabel('Find by name or SKU').fill(slow.sku);
  const stock = admin.page.getByLabel(`Stock of ${slow.name}`, { exact: true });
  await expect(stock).toHaveValue('1');
  await stock.fill('12');
  // A sale (or another admin) changes the stock while the admin is typing.
  await setStock(admin.page, admin.token, slow._id, 4);
  const save = admin.page.getByRole('button', { name: `Save stock of ${slow.name}` });
  await save.click();
  await expect(admin.page.getByRole('alert')).toContainText(
    `The stock of ${slow.name} is now 4, not 1`,
  );
  await expect(stock).toHaveValue('12');
  await save.click();
  await expect(admin.page.getByRole('alert')).toHaveCount(0);
  await expect(save).toBeDisabled();
  const { items } = await dataOf<{ items: Array<{ stock: number }> }>(
    await admin.page.request.get('/api/v1/admin/products', {
      headers: bearer(admin.token),
      params: { q: slow.sku },
    }),
  );
  expect(items[0]?.stock).toBe(12);
  await admin.page.context().close();
});

test('hardening 30.18: Messages labels the development outbox, and searches and filters', async ({
  browser,
  page,
}) => {
  const admin = await openAdmin(browser);
  const customer = await phoneCustomerByApi(page, 'Messages Shopper');
  await admin.page.goto('/admin/messages');
  await expect(admin.page.getByText('Development outbox.')).toBeVisible();
  await admin.page.getByLabel('Search messages').fill(customer.phoneNumber);
  await admin.page
    .getByRole('form', { name: 'Find messages' })
    .getByRole('button', { name: 'Search' })
    .click();
  await expect(admin.page).toHaveURL(/q=/);
  const message = admin.page.getByRole('article').first();
  await expect(message).toContainText(customer.phoneNumber);
  await expect(message).toContainText('Development outbox');
  await expect(message).toContainText(/code is \d{6}/);
  await admin.page.getByLabel('Channel').selectOption('email');
  await expect(admin.page.getByText('No messages match.')).toBeVisible();
  await admin.page.getByLabel('Channel').selectOption('sms');
  await expect(admin.page.getByRole('article').first()).toContainText(customer.phoneNumber);
  await admin.page.getByLabel('Status').selectOption('failed');
  await expect(admin.page).toHaveURL(/status=failed/);
  await expect(admin.page.getByText('No messages match.')).toBeVisible();
  await admin.page.getByLabel('Status').selectOption('');
  await expectAccessible(admin.page);
  await screenshotBothWidths(admin.page, 'admin-messages');

  await admin.page.goto('/admin/products');
  await expect(admin.page.getByRole('heading', { name: 'Products and stock' })).toBeVisible();
  await expect(admin.page.getByRole('row').nth(1)).toBeVisible();
  await screenshotBothWidths(admin.page, 'admin-stock');
  await admin.page.goto('/admin/customers');
  await expect(admin.page.getByRole('row').nth(1)).toBeVisible();
  await screenshotBothWidths(admin.page, 'admin-customers-cards');
  await admin.page.context().close();
});
