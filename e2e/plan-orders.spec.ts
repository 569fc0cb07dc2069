import { expectAccessible } from './support/a11y.ts';
import { bearer, createTrackedFilter, openAdmin } from './support/back-office.ts';
import { payWithCard } from './support/commerce.ts';
import { screenshotBothWidths } from './support/screenshots.ts';
import { expect, test } from './support/test.ts';
import { signUpCustomerByApi } from './support/tracker.ts';

// A long journey on a shared machine: each page is read by axe and shot at two widths.
test.describe.configure({ timeout: 600_000 });

test('issue 39.5-6: a card kept at checkout turns auto-replace on; the plan order is marked and linked both ways', async ({
  page,
  browser,
}) => {
  const admin = await openAdmin(browser);
  const { fast, filter } = await createTrackedFilter(admin.page, admin.token);
  const customer = await signUpCustomerByApi(page);

  // Checkout: the part bought once, the card kept for auto-replace.
  const added = await page.request.post('/api/v1/cart/items', {
    headers: bearer(customer.token),
    data: { productId: fast._id, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await page.goto('/checkout');
  const keep = page.getByRole('checkbox', { name: 'Save this card for auto-replace' });
  await expect(keep).not.toBeChecked();
  await keep.focus();
  await page.keyboard.press('Space');
  await expect(keep).toBeChecked();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  await expectAccessible(page);
  await screenshotBothWidths(page, 'plan-orders-checkout-save-card');
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  const cards = await page.request.get('/api/v1/payment-methods', {
    headers: bearer(customer.token),
  });
  expect((await cards.json()).data).toEqual([
    expect.objectContaining({ last4: '4242', isDefault: true }),
  ]);

  // My Products: auto-replace turned on with that card, which is already chosen.
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
  await page.goto('/dashboard');
  await page.getByRole('button', { name: `Auto-replace ${fast.name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: /Visa ending 4242/ })).toBeChecked();
  // Another card could be added right here; the form opens in the dialog.
  await dialog.getByRole('button', { name: 'Add a card' }).click();
  await expect(dialog.getByLabel('Card number')).toBeVisible();
  await expectAccessible(page);
  await screenshotBothWidths(page, 'plan-orders-dialog-add-card');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.getByRole('button', { name: 'Turn on auto-replace' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Auto-replace is on for' }),
  ).toBeVisible();

  // The plan's charge day comes: the run places the auto-replace order.
  const plans = await page.request.get('/api/v1/subscriptions', {
    headers: bearer(customer.token),
  });
  const [plan] = (await plans.json()).data as { _id: string; nextChargeOn: string }[];
  expect(plan).toBeTruthy();
  const run = await page.request.post('/api/v1/admin/subscriptions/run', {
    headers: bearer(admin.token),
    data: { now: `${plan?.nextChargeOn}T15:00:00.000Z` },
  });
  expect(run.ok(), await run.text()).toBe(true);
  const mine = await page.request.get('/api/v1/orders/myorders', {
    headers: bearer(customer.token),
  });
  const renewal = ((await mine.json()).data as { orderNumber: number; source: string }[]).find(
    (order) => order.source === 'auto_replace',
  );
  expect(renewal, 'the run placed an auto-replace order').toBeTruthy();
  const reference = `#${renewal?.orderNumber}`;

  // Order History marks it and links to its plan; the plan lists it and links back.
  await page.goto('/orderHistory');
  const card = page.getByRole('article', { name: `Order ${reference}` });
  await expect(card.getByText('Auto-replace', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await screenshotBothWidths(page, 'plan-orders-order-history');
  await card.getByRole('link', { name: 'Auto-replace plan' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/auto-replace/${plan?._id}$`));
  const orders = page.getByRole('region', { name: 'Orders' });
  await expect(orders.getByRole('link', { name: `Order ${reference}` })).toBeVisible();
  await expect(orders.getByText('Pending')).toBeVisible();
  await expectAccessible(page);
  await screenshotBothWidths(page, 'plan-orders-plan');
  await orders.getByRole('link', { name: `Order ${reference}` }).click();
  await expect(page.getByRole('article', { name: `Order ${reference}` })).toBeVisible();

  // The owner: the desk's Auto-replace filter and badge, the order's link to its plan.
  const owner = admin.page;
  await owner.goto(`/admin/orders?q=${encodeURIComponent(customer.email)}`);
  await owner.getByRole('combobox', { name: 'Placed by' }).selectOption('auto_replace');
  await owner
    .getByRole('form', { name: 'Order search' })
    .getByRole('button', { name: 'Search' })
    .click();
  await expect(owner).toHaveURL(/source=auto_replace/);
  const rows = owner.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(owner.getByRole('table').getByText('Auto-replace')).toBeVisible();
  await expectAccessible(owner);
  await screenshotBothWidths(owner, 'plan-orders-admin-desk');
  await owner.getByRole('table').getByRole('link', { name: reference }).click();
  await expect(owner.getByRole('heading', { name: `Order ${reference}` })).toBeVisible();
  await expectAccessible(owner);
  await screenshotBothWidths(owner, 'plan-orders-admin-order');
  await owner.getByRole('link', { name: 'Auto-replace plan' }).click();
  await expect(owner).toHaveURL(new RegExp(`/admin/subscriptions/${plan?._id}$`));
  await expect(
    owner.getByRole('region', { name: 'Orders' }).getByRole('link', { name: `Order ${reference}` }),
  ).toBeVisible();
  await expectAccessible(owner);
  await screenshotBothWidths(owner, 'plan-orders-admin-plan');
  await owner.context().close();
});
