import { expectAccessible } from './support/a11y.ts';
import { screenshotBothWidths } from './support/screenshots.ts';
import { expect, test } from './support/test.ts';
import { remindedCustomerByApi } from './support/tracker.ts';

test("hardening 4: a reminder's link opens the shop's own page, which acts only on its button", async ({
  page,
}) => {
  const { body, linkTo } = await remindedCustomerByApi(page, 'Hall sink');
  expect(body).not.toContain('/api');
  const snooze = linkTo('Snooze 2 weeks');
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
  const { linkTo } = await remindedCustomerByApi(page, 'Utility sink');

  await page.goto(linkTo('Snooze 2 weeks').pathname);
  await page.getByRole('button', { name: 'Snooze 2 weeks' }).click();
  await expect(page.getByRole('heading', { name: 'Snoozed for 2 weeks' })).toBeVisible();

  await page.goto(linkTo('Replaced').pathname);
  await expect(page.getByRole('heading', { name: 'Mark this part as replaced?' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark as replaced' }).click();
  await expect(page.getByRole('heading', { name: 'Marked as replaced' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('is tracked again from today');
  await expectAccessible(page);
});
