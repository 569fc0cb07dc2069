import type { Page } from '@playwright/test';
import { expectAccessible, expectAccessibleWithoutScripts } from './support/a11y.ts';
import { openAdmin } from './support/back-office.ts';
import { screenshotBothWidths } from './support/screenshots.ts';
import { expect, test } from './support/test.ts';
import { remindedCustomerByApi } from './support/tracker.ts';

/** A customer tracking a system long overdue, and the unsubscribe link of the reminder sent. */
async function remindedCustomer(page: Page) {
  const { email, linkTo } = await remindedCustomerByApi(page, 'Hall sink');
  const unsubscribe = linkTo('Stop all filter reminders to this address');
  expect(unsubscribe.pathname).toBe('/unsubscribe');
  return { email, path: `${unsubscribe.pathname}${unsubscribe.search}` };
}

test('My Products says which address stopped reminder e-mails, and its owner sends them again', async ({
  page,
}) => {
  const { email, path } = await remindedCustomer(page);
  // What a mail app's Unsubscribe button sends (RFC 8058).
  const oneClick = await page.request.post(path, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(oneClick.ok()).toBe(true);

  await page.goto('/dashboard');
  const notice = page.getByRole('region', { name: 'Stopped reminder e-mails' });
  await expect(notice).toContainText(`Reminder e-mails are stopped for ${email}`);
  await expectAccessible(page);
  await screenshotBothWidths(page, 'my-products-reminders-stopped');
  await notice.getByRole('button', { name: 'Send reminders again' }).click();
  await expect(page.getByText(`Reminder e-mails go to ${email} again.`)).toBeVisible();
  await expect(notice).toBeHidden();
});

test('the back office lists who stopped reminder e-mails, and cannot start them again', async ({
  page,
  browser,
}) => {
  const { email, path } = await remindedCustomer(page);
  expect((await page.request.post(path, { form: { 'List-Unsubscribe': 'One-Click' } })).ok()).toBe(
    true,
  );

  const admin = await openAdmin(browser);
  await admin.page.goto('/admin');
  await admin.page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Reminder opt-outs' })
    .click();
  await expect(admin.page.getByRole('heading', { name: 'Reminder opt-outs' })).toBeVisible();
  await expect(admin.page.getByText('the back office cannot re-subscribe anyone')).toBeVisible();
  const search = admin.page.getByRole('form', { name: 'Opt-out search' });
  await search.getByLabel('Address starts with').fill(email.slice(0, email.indexOf('@') + 1));
  await search.getByRole('button', { name: 'Search' }).click();
  const row = admin.page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(admin.page.getByText('Page 1 of 1 · 1 in all')).toBeVisible();
  await expect(admin.page.getByRole('main').getByRole('button')).toHaveText(['Search']);
  await expectAccessible(admin.page);
  await screenshotBothWidths(admin.page, 'admin-reminder-opt-outs');

  await row.getByRole('link').click();
  await expect(admin.page).toHaveURL(/\/admin\/customers\/[0-9a-f-]{36}$/);
  await expect(admin.page.getByText(email).first()).toBeVisible();
  await admin.page.context().close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a reminder e-mail's unsubscribe link asks, stops the reminders, and can bring them back, without JavaScript", async ({
    page,
  }) => {
    const { email, path } = await remindedCustomer(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Stop filter reminders?' })).toBeVisible();
    await expect(
      page.getByText(`Filter replacement reminders to ${email} will stop`),
    ).toBeVisible();
    await expectAccessibleWithoutScripts(page);
    await screenshotBothWidths(page, 'reminder-unsubscribe-confirmation');

    await page.getByRole('button', { name: 'Stop filter reminders' }).click();
    await expect(page.getByRole('heading', { name: 'Filter reminders stopped' })).toBeVisible();
    await expect(page.getByText('Order and account e-mails still come.')).toBeVisible();
    await expectAccessibleWithoutScripts(page);
    await screenshotBothWidths(page, 'reminder-unsubscribe-done');

    await page.getByRole('button', { name: 'Send filter reminders again' }).click();
    await expect(page.getByRole('heading', { name: 'Filter reminders are back on' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open My Products' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
