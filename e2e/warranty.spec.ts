import { expectAccessible } from './support/a11y.ts';
import { openAdminSection } from './support/admin.ts';
import { dataOf } from './support/api.ts';
import { bearer, openAdmin } from './support/back-office.ts';
import { addPhoto, expectPhotoShown } from './support/photos.ts';
import { screenshotBothWidths } from './support/screenshots.ts';
import { expect, test } from './support/test.ts';
import { findFilter, signUpCustomerByApi } from './support/tracker.ts';

const YEAR_MS = 365 * 86_400_000;

test('a customer files a warranty claim from My Products; the owner sends a $0 replacement', async ({
  page,
  browser,
}) => {
  test.slow();
  const customer = await signUpCustomerByApi(page);
  const system = await findFilter(page.request, 'PureFlow 5-Stage');
  const tracked = await dataOf<{ warranty: { endsOn: string } }>(
    await page.request.post('/api/v1/trackers/tracked-products', {
      headers: bearer(customer.token),
      data: {
        productId: system._id,
        customName: 'Kitchen RO',
        installationDate: new Date(Date.now() - YEAR_MS).toISOString(),
      },
    }),
  );
  const card = page.getByRole('article', { name: 'Kitchen RO' });

  await test.step('sees the warranty in My Products and files a claim with the keyboard', async () => {
    await page.goto('/dashboard');
    await expect(card.getByText(/^Under warranty until \w{3} \d{1,2}, \d{4}$/)).toBeVisible();
    await card.getByRole('button', { name: 'File a warranty claim' }).click();
    const form = card.getByRole('form', { name: 'Warranty claim for Kitchen RO' });
    await form.getByRole('button', { name: 'Send claim' }).click();
    await expect(form.getByText('Tell us what happened, in a sentence or two.')).toBeVisible();
    await form.getByLabel('What happened?').fill('The storage tank no longer holds pressure.');
    await page.keyboard.press('Tab');
    await page.keyboard.type('PF5-000123');
    await addPhoto(form, 'Photo of the problem (optional)');
    await screenshotBothWidths(page, 'warranty-claim-form');
    await form.getByLabel('Serial number (optional)').press('Enter');
    await expect(card.getByText('Claim sent.', { exact: false })).toBeVisible();
    await expect(card.getByText('Under review')).toBeVisible();
    await expectPhotoShown(card, /^Your photo for claim #W\d+ \(opens the full image\)$/);
    await expect(card.getByRole('button', { name: 'File a warranty claim' })).toHaveCount(0);
    await expectAccessible(page);
    await screenshotBothWidths(page, 'warranty-claim-filed');
  });
  expect(tracked.warranty.endsOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  let orderNumber = '';
  await test.step('the owner approves a replacement on the claims desk', async () => {
    const owner = await openAdmin(browser);
    await openAdminSection(owner.page, 'Warranty claims');
    await owner.page.getByLabel('State').selectOption('open');
    const row = owner.page.getByRole('row').filter({ hasText: 'PF5-000123' });
    await expect(row).toBeVisible();
    await expectPhotoShown(row, /^Photo for claim #W\d+ \(opens the full image\)$/);
    await expectAccessible(owner.page);
    await screenshotBothWidths(owner.page, 'admin-warranty-claims');
    await row.getByRole('button', { name: /^Decide #W\d+$/ }).click();
    const decision = owner.page.getByRole('region', { name: /^Decide claim #W\d+$/ });
    await expect(decision.getByRole('heading')).toBeFocused();
    await expect(decision.getByLabel('Send a replacement at no charge')).toBeChecked();
    await decision.getByRole('combobox', { name: 'Send' }).selectOption({ label: system.name });
    await expectAccessible(owner.page);
    await screenshotBothWidths(owner.page, 'admin-warranty-claim-decision');
    await decision.getByRole('button', { name: 'Approve claim' }).click();
    const done = owner.page.getByText(/replacement order #\d+ is on the orders desk/);
    await expect(done).toBeVisible();
    orderNumber = /#(\d+) is on/.exec((await done.textContent()) ?? '')?.[1] ?? '';
    expect(orderNumber).not.toBe('');
    await owner.page.getByLabel('State').selectOption('approved');
    await expect(
      owner.page.getByRole('link', { name: `Replacement, order #${orderNumber}` }),
    ).toBeVisible();
    await owner.page.getByRole('link', { name: `Replacement, order #${orderNumber}` }).click();
    await expect(owner.page.getByText('$0.00').first()).toBeVisible();
    await owner.page.context().close();
  });

  await test.step('the customer sees the claim approved and the $0 order', async () => {
    await page.goto('/dashboard');
    await expect(card.getByText('Approved')).toBeVisible();
    const link = card.getByRole('link', { name: `order #${orderNumber}` });
    await expect(link).toBeVisible();
    await expectAccessible(page);
    await screenshotBothWidths(page, 'warranty-claim-approved');
    await link.click();
    await expect(page.getByText(`#${orderNumber}`).first()).toBeVisible();
    await expect(page.getByText('$0.00').first()).toBeVisible();
  });
});
