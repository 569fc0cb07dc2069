import type { APIRequestContext, Browser } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { bearer, createTrackedFilter, openAdmin } from './support/back-office.ts';
import { screenshotBothWidths } from './support/screenshots.ts';
import { expect, type Page, test } from './support/test.ts';
import { signUpCustomerByApi } from './support/tracker.ts';

const DAY_MS = 86_400_000;

/** Saves Stripe's always-succeeding test card 4242 on the customer's account, as the API takes it. */
async function saveCard(request: APIRequestContext, token: string) {
  const saved = await request.post('/api/v1/payment-methods', {
    headers: bearer(token),
    data: { card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

async function planOf(request: APIRequestContext, token: string) {
  const response = await request.get('/api/v1/subscriptions', { headers: bearer(token) });
  expect(response.ok(), await response.text()).toBe(true);
  const plans = (await response.json()).data as { _id: string; nextChargeOn: string }[];
  expect(plans).toHaveLength(1);
  return plans[0] as { _id: string; nextChargeOn: string };
}

/** The path of the notice's 'Skip this shipment' link, read from the outbox as the owner. */
async function skipLinkOf(request: APIRequestContext, adminToken: string, to: string) {
  const outbox = await request.get('/api/v1/admin/outbox', { headers: bearer(adminToken) });
  const messages = (await outbox.json()).data.items as { to: string; body: string }[];
  const notice = messages.find(
    (message) => message.to === to && /Skip this shipment: /.test(message.body),
  );
  const url = notice?.body.match(/Skip this shipment: (\S+)/)?.[1];
  expect(url, `a skip link in a notice to ${to}`).toBeTruthy();
  return new URL(url ?? '').pathname;
}

/** The owner's tracked filter, and a new customer with a saved 4242 card who tracks it. */
async function customerTrackingAFilter(page: Page, browser: Browser) {
  const admin = await openAdmin(browser);
  const { fast, filter } = await createTrackedFilter(admin.page, admin.token);
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
  const body = (await tracked.json()).data as {
    trackedSystemParts: { _id: string; partProductId: string | null }[];
  };
  const part = body.trackedSystemParts.find((entry) => entry.partProductId === fast._id);
  return { admin, fast, customer, partId: part?._id ?? '' };
}

async function planAction(page: Page, action: string, confirm: string) {
  await page.getByRole('button', { name: action, exact: true }).click();
  await page.getByRole('button', { name: confirm }).click();
}

// Long journeys on a shared machine: each page is read by axe and shot at two widths.
test.describe.configure({ timeout: 600_000 });

test('issue 29: auto-replace turned on from My Products, skipped, paused, resumed and cancelled in the portal, and seen by the owner', async ({
  page,
  browser,
}) => {
  const { admin, fast, customer } = await customerTrackingAFilter(page, browser);

  // My Products: the confirmation before the plan, then the part says when it ships.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: `Auto-replace ${fast.name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Subscriber discount (10%)')).toBeVisible();
  await expect(dialog.getByText(/^First shipment on /)).toBeVisible();
  await expect(dialog.getByText(/^First charge, /)).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Visa ending 4242/ })).toBeChecked();
  await expect(dialog.getByText('12 Elm St, Cypress, TX 77429')).toBeVisible();
  await expectAccessible(page);
  await screenshotBothWidths(page, 'auto-replace-confirm');
  await dialog.getByRole('button', { name: 'Turn on auto-replace' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Auto-replace is on for' }),
  ).toBeVisible();
  await expect(page.getByText(/^Replacement ships on /)).toBeVisible();
  await expectAccessible(page);
  await screenshotBothWidths(page, 'auto-replace-my-products');

  const plan = await planOf(page.request, customer.token);

  // The portal, from the account page.
  await page.goto('/account');
  await page.getByRole('link', { name: /Auto-replace/ }).click();
  await expect(page.getByRole('heading', { name: 'Auto-replace', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: fast.name })).toContainText('Active');
  await expectAccessible(page);
  await screenshotBothWidths(page, 'auto-replace-plans');
  await page.getByRole('link', { name: `Manage ${fast.name}` }).click();
  await expect(page.getByRole('heading', { name: fast.name, level: 1 })).toBeVisible();
  await expectAccessible(page);
  await screenshotBothWidths(page, 'auto-replace-plan');

  await planAction(page, 'Skip next shipment', 'Skip this shipment');
  await expect(page.getByRole('status')).toContainText('Skipped. Your next shipment is now on');
  expect((await planOf(page.request, customer.token)).nextChargeOn > plan.nextChargeOn).toBe(true);

  await planAction(page, 'Pause', 'Pause auto-replace');
  await expect(page.getByRole('status')).toHaveText(
    'Paused. Nothing is charged or shipped until you resume.',
  );
  await expect(page.getByText('Paused', { exact: true }).first()).toBeVisible();
  await planAction(page, 'Resume', 'Resume auto-replace');
  await expect(page.getByRole('status')).toContainText('Resumed. Your next shipment is on');

  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await page.getByLabel(/Why are you cancelling/).fill('Moving house');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Cancel auto-replace' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Auto-replace is cancelled. Nothing more will be charged or shipped.',
  );
  await expect(page.getByText('Moving house', { exact: true })).toBeVisible();
  await screenshotBothWidths(page, 'auto-replace-plan-cancelled');

  // The owner: the plan found by the customer's e-mail, its page, and the dashboard's numbers.
  const owner = admin.page;
  await owner.goto('/admin');
  await owner
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Auto-replace' })
    .click();
  await expect(owner.getByRole('heading', { name: 'Auto-replace plans' })).toBeVisible();
  await owner.getByRole('searchbox', { name: 'Search plans' }).fill(customer.email);
  await owner.getByRole('combobox', { name: 'Status' }).selectOption('cancelled');
  await owner
    .getByRole('form', { name: 'Plan search' })
    .getByRole('button', { name: 'Search' })
    .click();
  await expect(owner.getByRole('table').getByText(customer.email)).toBeVisible();
  await expectAccessible(owner);
  await screenshotBothWidths(owner, 'admin-subscriptions');
  await owner.getByRole('table').getByRole('link', { name: fast.name }).click();
  await expect(owner.getByRole('heading', { name: fast.name, level: 1 })).toBeVisible();
  await expect(owner.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  await expect(owner.getByText('Moving house').first()).toBeVisible();
  await expectAccessible(owner);
  await screenshotBothWidths(owner, 'admin-subscription');
  await owner.goto('/admin');
  await expect(owner.getByRole('heading', { name: 'Auto-replace', level: 2 })).toBeVisible();
  await expect(owner.getByText('Monthly recurring revenue')).toBeVisible();
  await expectAccessible(owner);
  await screenshotBothWidths(owner, 'admin-dashboard-plans');
  await owner.context().close();
});

test("issue 29: the notice's skip link, 3 days before the charge, asks first and then skips once", async ({
  page,
  browser,
}) => {
  const { admin, customer, partId } = await customerTrackingAFilter(page, browser);
  const created = await page.request.post('/api/v1/subscriptions', {
    headers: bearer(customer.token),
    data: { trackedPartId: partId },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const plan = await planOf(page.request, customer.token);

  // The notice 3 days before the charge: its skip link asks first, then skips once.
  const noticeDay = new Date(Date.parse(`${plan.nextChargeOn}T12:00:00Z`) - 3 * DAY_MS);
  const run = await page.request.post('/api/v1/admin/subscriptions/run', {
    headers: bearer(admin.token),
    data: { now: noticeDay.toISOString() },
  });
  expect(run.ok(), await run.text()).toBe(true);
  await page.goto(await skipLinkOf(page.request, admin.token, customer.email));
  const confirm = page.getByRole('button').filter({ hasText: /skip/i }).first();
  await expect(confirm).toBeVisible();
  expect((await planOf(page.request, customer.token)).nextChargeOn).toBe(plan.nextChargeOn);
  await expectAccessible(page);
  await screenshotBothWidths(page, 'auto-replace-notice-link');
  await confirm.click();
  await expect(page.getByRole('status')).toBeVisible();
  const afterLink = await planOf(page.request, customer.token);
  expect(afterLink.nextChargeOn > plan.nextChargeOn).toBe(true);
  await admin.page.context().close();
});
