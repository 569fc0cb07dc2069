import type { Page } from '@playwright/test';
import { expectAccessible, expectAccessibleWithoutScripts } from './support/a11y.ts';
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
