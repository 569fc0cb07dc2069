import { expectAccessible } from './support/a11y.ts';
import { screenshotBothWidths } from './support/screenshots.ts';
import { expect, test } from './support/test.ts';
import {
  adminTokenByApi,
  findFilter,
  runReminderSweep,
  signUpCustomerByApi,
} from './support/tracker.ts';

const YEAR_MS = 365 * 86_400_000;

test("hardening 4: a reminder's link opens the shop's own page, which acts only on its button", async ({
  page,
}) => {
  const customer = await signUpCustomerByApi(page);
  const system = await findFilter(page.request, 'PureFlow 5-Stage');
  const headers = { Authorization: `Bearer ${customer.token}` };
  const tracked = await page.request.post('/api/v1/trackers/tracked-products', {
    headers,
    data: {
      productId: system._id,
      customName: 'Hall sink',
      installationDate: new Date(Date.now() - 3 * YEAR_MS).toISOString(),
      additionalData: { contactMethod: 'email' },
    },
  });
  expect(tracked.ok(), await tracked.text()).toBe(true);
  const adminToken = await adminTokenByApi(page.request);
  expect(await runReminderSweep(page.request, adminToken, new Date())).toBeGreaterThan(0);

  const outbox = await page.request.get('/api/v1/admin/outbox', {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  const messages = (await outbox.json()).data.items as { to: string; body: string }[];
  const reminder = messages.find((message) => message.to === customer.email);
  expect(reminder?.body).not.toContain('/api');
  const snooze = new URL(reminder?.body.match(/Snooze 2 weeks: (\S+)/)?.[1] ?? 'http://x/none');
  expect(snooze.pathname).toMatch(/^\/r\/[\w-]{12}$/);

  await page.goto(snooze.pathname);
  await expect(page.getByRole('heading', { name: 'Snooze this reminder?' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectAccessible(page);
  await screenshotBothWidths(page, 'reminder-link-confirmation');

  await page.getByRole('button', { name: 'Snooze 2 weeks' }).click();
  await expect(page.getByRole('heading', { name: 'Snoozed for 2 weeks' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('We will remind you about');
  await expect(page.getByRole('link', { name: 'Open My Products' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await expectAccessible(page);
  await screenshotBothWidths(page, 'reminder-link-done');
});

test('hardening 30.6: Replaced pressed after Snooze resets the part', async ({ page }) => {
  const customer = await signUpCustomerByApi(page);
  const system = await findFilter(page.request, 'PureFlow 5-Stage');
  const tracked = await page.request.post('/api/v1/trackers/tracked-products', {
    headers: { Authorization: `Bearer ${customer.token}` },
    data: {
      productId: system._id,
      customName: 'Utility sink',
      installationDate: new Date(Date.now() - 3 * YEAR_MS).toISOString(),
      additionalData: { contactMethod: 'email' },
    },
  });
  expect(tracked.ok(), await tracked.text()).toBe(true);
  const adminToken = await adminTokenByApi(page.request);
  await runReminderSweep(page.request, adminToken, new Date());
  const outbox = await page.request.get('/api/v1/admin/outbox', {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  const messages = (await outbox.json()).data.items as { to: string; body: string }[];
  const reminder = messages.find((message) => message.to === customer.email);
  const linkTo = (label: string) =>
    new URL(reminder?.body.match(new RegExp(`${label}: (\\S+)`))?.[1] ?? 'http://x/none').pathname;

  await page.goto(linkTo('Snooze 2 weeks'));
  await page.getByRole('button', { name: 'Snooze 2 weeks' }).click();
  await expect(page.getByRole('heading', { name: 'Snoozed for 2 weeks' })).toBeVisible();

  await page.goto(linkTo('Replaced'));
  await expect(page.getByRole('heading', { name: 'Mark this part as replaced?' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark as replaced' }).click();
  await expect(page.getByRole('heading', { name: 'Marked as replaced' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('is tracked again from today');
  await expectAccessible(page);
});
