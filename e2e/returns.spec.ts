import { expectAccessible } from './support/a11y.ts';
import { placeOrderOf } from './support/admin.ts';
import { dataOf } from './support/api.ts';
import { bearer, createTrackedFilter, openAdmin } from './support/back-office.ts';
import { addPhoto, expectPhotoShown } from './support/photos.ts';
import { screenshotBothWidths } from './support/screenshots.ts';
import { expect, type Page, test } from './support/test.ts';
import { signUpCustomerByApi } from './support/tracker.ts';

/** Issue 42: a customer returns items from Order History; the owner works the returns desk. */

test.describe.configure({ timeout: 300_000 });

/** axe at phone and desktop width, and the screenshots to look at. */
async function checkPage(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await expectAccessible(page);
  }
  await screenshotBothWidths(page, name);
}

async function deliveredOrder(
  page: Page,
  owner: { page: Page; token: string },
  token: string,
  items: { productId: string; quantity: number }[],
) {
  const orderId = await placeOrderOf(page, token, items);
  const asOwner = (step: string, data: object) =>
    owner.page.request.post(`/api/v1/admin/orders/${orderId}/${step}`, {
      headers: bearer(owner.token),
      data,
    });
  await dataOf(await asOwner('ship', { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }));
  await dataOf(await asOwner('deliver', {}));
  return orderId;
}

/** The owner opens the return from the desk and takes its steps. */
async function workTheDesk(owner: Page, number: string, finish: RegExp) {
  await owner.goto('/admin/returns');
  await expect(owner.getByRole('heading', { name: 'Returns', level: 1 })).toBeVisible();
  await checkPage(owner, 'admin-returns');
  await owner
    .getByRole('link', { name: `Return ${number}` })
    .first()
    .click();
  await expect(owner.getByRole('heading', { name: `Return ${number}` })).toBeVisible();
  await checkPage(owner, 'admin-return-new');
  await owner.getByLabel('Message to the customer').fill('Please send it back with the slip.');
  await owner.getByRole('button', { name: 'Approve' }).click();
  await expect(owner.getByRole('button', { name: 'Mark received' })).toBeVisible();
  await owner.getByRole('button', { name: 'Mark received' }).click();
  await expect(owner.getByRole('button', { name: finish })).toBeVisible();
  await checkPage(owner, 'admin-return-received');
  await owner.getByRole('button', { name: finish }).click();
  await expect(owner.getByText('Refunded', { exact: true })).toBeVisible();
}

test('a return from request to refund: the customer asks, the owner approves, receives and refunds', async ({
  page,
  browser,
}) => {
  const owner = await openAdmin(browser);
  const { fast } = await createTrackedFilter(owner.page, owner.token);
  const customer = await signUpCustomerByApi(page);
  await deliveredOrder(page, owner, customer.token, [{ productId: fast._id, quantity: 2 }]);

  await page.goto('/orderHistory');
  await page.getByRole('link', { name: 'Return items' }).first().click();
  await expect(page.getByRole('heading', { name: 'Return items' })).toBeVisible();
  await checkPage(page, 'start-return');
  await page.getByLabel(`${fast.name}: how many to return (up to 2)`).fill('1');
  await page.getByLabel('Why are you returning it?').selectOption('damaged');
  await page.getByLabel('Note (optional)').fill('The housing is cracked.');
  await addPhoto(page, 'Photo of the item (optional)');
  await page.getByRole('button', { name: 'Start the return' }).click();

  const heading = page.getByRole('heading', { name: /^Return #R\d+$/ });
  await expect(heading).toBeVisible();
  const number = ((await heading.textContent()) ?? '').replace('Return ', '');
  await expect(page.getByText('Where to send it')).toBeVisible();
  await expectPhotoShown(page, 'Your photo for this return');
  await checkPage(page, 'return-requested');
  await page.getByRole('link', { name: 'Print the return slip' }).click();
  await expect(page.getByRole('heading', { name: 'Return slip' })).toBeVisible();
  await expect(page.getByText(number).first()).toBeVisible();
  await checkPage(page, 'return-slip');

  await workTheDesk(owner.page, number, /Refund return/);
  await expectPhotoShown(owner.page, `Photo for return ${number}`);

  await page.goto('/returns');
  await expect(page.getByRole('heading', { name: 'My returns' })).toBeVisible();
  await page.getByRole('link', { name: `Return ${number}` }).click();
  await expect(page.getByText('Refunded').first()).toBeVisible();
  await expect(page.getByText('Your return is complete.')).toBeVisible();
  await checkPage(page, 'return-refunded');

  const outbox = await dataOf<{ items: { to: string; subject: string | null }[] }>(
    await owner.page.request.get('/api/v1/admin/outbox', {
      headers: bearer(owner.token),
      params: { page: 1, pageSize: 100 },
    }),
  );
  const mine = outbox.items.filter((message) => message.to === customer.email);
  expect(mine.map((message) => message.subject)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(new RegExp(`refunded \\$[\\d.]+ for your return ${number}$`)),
    ]),
  );
});

test("an exchange for a part that fits the customer's system", async ({ page, browser }) => {
  const owner = await openAdmin(browser);
  const { fast, slow, filter } = await createTrackedFilter(owner.page, owner.token);
  const customer = await signUpCustomerByApi(page);
  await dataOf(
    await page.request.post('/api/v1/trackers/tracked-products', {
      headers: bearer(customer.token),
      data: {
        productId: filter._id,
        customName: 'Kitchen sink',
        installationDate: new Date().toISOString(),
        additionalData: { contactMethod: 'email' },
      },
    }),
  );
  const orderId = await deliveredOrder(page, owner, customer.token, [
    { productId: fast._id, quantity: 1 },
  ]);

  await page.goto(`/returns/new/${orderId}`);
  await page.getByLabel(`${fast.name}: how many to return (up to 1)`).fill('1');
  await page.getByLabel('Why are you returning it?').selectOption("doesn't fit my system");
  await page.getByLabel('Exchange for a part that fits your system').selectOption(slow._id);
  await checkPage(page, 'start-exchange');
  await page.getByRole('button', { name: 'Start the return' }).click();
  const heading = page.getByRole('heading', { name: /^Return #R\d+$/ });
  await expect(heading).toBeVisible();
  await expect(page.getByText(`${slow.name}, at no charge`)).toBeVisible();
  const number = ((await heading.textContent()) ?? '').replace('Return ', '');

  await workTheDesk(owner.page, number, /Send exchange/);
  await page.reload();
  await expect(page.getByText('Your return is complete.')).toBeVisible();
  await checkPage(page, 'exchange-complete');
});

test('an exchange for a dearer part: the customer pays the difference with a kept card', async ({
  page,
  browser,
}) => {
  const owner = await openAdmin(browser);
  const { fast, slow, filter } = await createTrackedFilter(owner.page, owner.token);
  await dataOf(
    await owner.page.request.put(`/api/v1/products/${slow._id}`, {
      headers: bearer(owner.token),
      // The part as createTrackedFilter made it, dearer than the one returned.
      data: {
        name: slow.name,
        sku: slow.sku,
        price: 40,
        stock: 1,
        type: 'part',
        quickReplaceMonths: 6,
        slowReplaceMonths: 6,
        category: 'residential',
        description: 'Made by a journey.',
      },
    }),
  );
  const customer = await signUpCustomerByApi(page);
  for (const [url, data] of [
    [
      '/api/v1/trackers/tracked-products',
      {
        productId: filter._id,
        customName: 'Kitchen sink',
        installationDate: new Date().toISOString(),
        additionalData: { contactMethod: 'email' },
      },
    ],
    [
      '/api/v1/payment-methods',
      { card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' } },
    ],
  ] as const) {
    await dataOf(await page.request.post(url, { headers: bearer(customer.token), data }));
  }
  const orderId = await deliveredOrder(page, owner, customer.token, [
    { productId: fast._id, quantity: 1 },
  ]);

  await page.goto(`/returns/new/${orderId}`);
  await page.getByLabel(`${fast.name}: how many to return (up to 1)`).fill('1');
  await page.getByLabel('Why are you returning it?').selectOption("doesn't fit my system");
  await page.getByLabel('Exchange for a part that fits your system').selectOption(slow._id);
  const more = page.getByRole('heading', { name: /^You pay \$[\d.]+ more$/ });
  await expect(more).toBeVisible();
  const difference = ((await more.textContent()) ?? '').replace(/^You pay | more$/g, '');
  await expect(page.getByRole('radio', { name: /Visa ending 4242/ })).toBeChecked();
  await checkPage(page, 'start-dearer-exchange');
  await page.getByRole('button', { name: `Pay ${difference} and start the return` }).click();
  const heading = page.getByRole('heading', { name: /^Return #R\d+$/ });
  await expect(heading).toBeVisible();
  await expect(page.getByText(`${slow.name}: you paid ${difference} more`)).toBeVisible();
  const number = ((await heading.textContent()) ?? '').replace('Return ', '');

  await workTheDesk(owner.page, number, /Send exchange/);
  await page.reload();
  await expect(page.getByText('Your return is complete.')).toBeVisible();
});
