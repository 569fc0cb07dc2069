import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { bearer, createTrackedFilter, openAdmin } from './support/back-office.ts';
import { screenshotBothWidths } from './support/screenshots.ts';
import { expect, test } from './support/test.ts';
import { signUpCustomerByApi } from './support/tracker.ts';

/** Saves Stripe's always-succeeding test card 4242 on the customer's account, as the API takes it. */
async function saveCard(request: APIRequestContext, token: string) {
  const saved = await request.post('/api/v1/payment-methods', {
    headers: bearer(token),
    data: { card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** Axe at phone and desktop width, then the screenshots of both. */
async function checkBothWidths(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectAccessible(page);
  // Focus scrolled the page: from the top, the full-page shot has the sticky header in its place.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBothWidths(page, name);
}

/** Where the keyboard's focus is: the line that says what happened, not the page (issue 40.19). */
async function expectFocusOn(page: Page, outcome: ReturnType<Page['getByRole']>) {
  await expect(outcome).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
}

// A long journey on a shared machine: each state is read by axe and shot at two widths.
test.describe.configure({ timeout: 600_000 });

test('issue 40.19: on the plan page the customer changes the interval, swaps the product, ships now once and is told why not twice; focus stays on what happened', async ({
  page,
  browser,
}) => {
  const admin = await openAdmin(browser);
  const { slow, fast, filter } = await createTrackedFilter(admin.page, admin.token);
  const customer = await signUpCustomerByApi(page);
  await saveCard(page.request, customer.token);
  const tracked = await page.request.post('/api/v1/trackers/tracked-products', {
    headers: bearer(customer.token),
    data: {
      productId: filter._id,
      customName: 'Kitchen sink',
      installationDate: new Date().toISOString(),
      additionalData: { contactMethod: 'email' },
    },
  });
  expect(tracked.ok(), await tracked.text()).toBe(true);
  const parts = (
    (await tracked.json()).data as {
      trackedSystemParts: { _id: string; partProductId: string | null }[];
    }
  ).trackedSystemParts;
  const part = parts.find((entry) => entry.partProductId === fast._id);
  expect(part, 'the sediment part is tracked').toBeTruthy();
  const started = await page.request.post('/api/v1/subscriptions', {
    headers: bearer(customer.token),
    data: { trackedPartId: part?._id },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const plan = (await started.json()).data as { _id: string };

  await page.goto(`/account/auto-replace/${plan._id}`);
  await expect(page.getByRole('heading', { name: fast.name, level: 1 })).toBeVisible();
  const actions = page.getByRole('region', { name: 'Change your plan' });
  const outcome = actions.getByRole('status');
  const orders = page.getByRole('region', { name: 'Orders' });
  await expect(orders.getByText('No orders yet: the first ships on the next date.')).toBeVisible();

  // How often: every 3 months instead of the sediment part's 1.
  await actions.getByRole('button', { name: 'Change interval' }).click();
  await actions.getByRole('combobox', { name: 'Ship every' }).selectOption({ label: '3 months' });
  await checkBothWidths(page, 'plan-actions-interval');
  await actions.getByRole('button', { name: 'Save interval' }).click();
  await expect(outcome).toContainText('Done.');
  await expect(outcome).toContainText('3 months');
  await expectFocusOn(page, outcome);

  // The product: the membrane fits the same tracked system.
  await actions.getByRole('button', { name: 'Swap product' }).click();
  const products = actions.getByRole('group', { name: 'Products that fit Kitchen sink' });
  await expect(products.getByRole('radio', { name: `${fast.name}, $12.00 (now)` })).toBeChecked();
  await expect(actions.getByRole('button', { name: 'Swap to this product' })).toBeDisabled();
  await products.getByRole('radio', { name: `${slow.name}, $12.00` }).check();
  await checkBothWidths(page, 'plan-actions-swap');
  await actions.getByRole('button', { name: 'Swap to this product' }).click();
  await expect(outcome).toHaveText(`Done. Each shipment now brings ${slow.name}.`);
  await expectFocusOn(page, outcome);
  await expect(page.getByRole('heading', { name: slow.name, level: 1 })).toBeVisible();
  // The subtitle names the part the plan now replaces, and the interval its lifespan.
  await expect(page.getByText(`Auto-replace for ${slow.name} of Kitchen sink`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Plan', exact: true })).not.toContainText(
    'lasts 1 month',
  );
  await expect(page.getByRole('region', { name: 'The next box' })).toContainText(
    `${slow.name} ships on its own.`,
  );

  // Ship now: the question first, then the order placed today.
  await actions.getByRole('button', { name: 'Ship now' }).click();
  await expect(actions.getByText(/^Ship the next box today instead of on /)).toBeVisible();
  await checkBothWidths(page, 'plan-actions-ship-now-question');
  await actions.getByRole('button', { name: 'Ship today' }).click();
  await expect(outcome).toContainText('Your box is on its way: order placed today.');
  await expectFocusOn(page, outcome);
  const placed = orders.getByRole('link', { name: /^Order #\d+$/ });
  await expect(placed).toHaveCount(1);
  const reference = ((await placed.textContent()) ?? '').replace(/^Order /, '');
  await checkBothWidths(page, 'plan-actions-shipped');

  // Order History shows it as an auto-replace order of the membrane.
  await placed.click();
  await expect(page).toHaveURL(/\/orderHistory/);
  const card = page.getByRole('article', { name: `Order ${reference}` });
  await expect(card.getByText('Auto-replace', { exact: true })).toBeVisible();
  await expect(card).toContainText(slow.name);
  await card.getByRole('link', { name: 'Auto-replace plan' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/auto-replace/${plan._id}$`));

  // A second Ship now is refused, in the server's words, and no second order is placed.
  await actions.getByRole('button', { name: 'Ship now' }).click();
  const refused = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/subscriptions/${plan._id}/ship-now`) &&
      response.request().method() === 'POST',
  );
  await actions.getByRole('button', { name: 'Ship today' }).click();
  const answer = await refused;
  expect(answer.status()).toBe(409);
  const message = (await answer.json()).message as string;
  expect(message).toBeTruthy();
  const alert = actions.getByRole('alert');
  await expect(alert).toHaveText(message);
  await expectFocusOn(page, alert);
  await expect(orders.getByRole('link', { name: /^Order #\d+$/ })).toHaveCount(1);
  await checkBothWidths(page, 'plan-actions-ship-now-refused');

  // Issue 42: the box is delivered and returned as the wrong item; the return offers the swap.
  const orderId = (await page.request
    .get(`/api/v1/subscriptions/${plan._id}`, { headers: bearer(customer.token) })
    .then((answer) => answer.json())
    .then((body) => body.data.placedOrders[0]._id)) as string;
  for (const [step, data] of [
    ['ship', { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }],
    ['deliver', {}],
  ] as const) {
    const done = await admin.page.request.post(`/api/v1/admin/orders/${orderId}/${step}`, {
      headers: bearer(admin.token),
      data,
    });
    expect(done.ok(), await done.text()).toBe(true);
  }
  await page.goto(`/returns/new/${orderId}`);
  await page.getByLabel(`${slow.name}: how many to return (up to 1)`).fill('1');
  await page.getByLabel('Why are you returning it?').selectOption('wrong item');
  const offer = page.getByRole('region', { name: 'Your auto-replace plan' });
  await expect(offer).toContainText(
    'This box came from your auto-replace plan for Kitchen sink. If the part is wrong for your system',
  );
  await checkBothWidths(page, 'return-wrong-item-plan-offer');
  await page.getByRole('button', { name: 'Start the return' }).click();
  await expect(page.getByRole('heading', { name: /^Return #R\d+$/ })).toBeVisible();
  await offer.getByRole('link', { name: "Change the plan's part for Kitchen sink" }).click();
  await expect(page).toHaveURL(new RegExp(`/account/auto-replace/${plan._id}\\?change=product$`));
  await expect(
    actions.getByRole('group', { name: 'Products that fit Kitchen sink' }),
  ).toBeVisible();
  await admin.page.context().close();
});
