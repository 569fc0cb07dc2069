import { expectAccessible } from './support/a11y.ts';
import { placeOrderOf } from './support/admin.ts';
import { dataOf } from './support/api.ts';
import { bearer, openAdmin } from './support/back-office.ts';
import { findProduct, signUpAndSignIn } from './support/commerce.ts';
import { addPhoto, expectPhotoShown } from './support/photos.ts';
import { screenshotBothWidths } from './support/screenshots.ts';
import { expect, type Page, test } from './support/test.ts';

const PART = 'Coconut Carbon Block Cartridge';

/** Axe at phone and desktop width, on the page as it is now. */
async function accessibleAtBothWidths(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 640 ? 844 : 800 });
    await expectAccessible(page);
  }
}

test('a buyer follows the review request e-mail, writes a review; the owner publishes and replies; the product page shows it', async ({
  page,
  browser,
}) => {
  // Three people's pages, axe at two widths on three pages, and screenshots: a long journey.
  test.setTimeout(300_000);
  const admin = await openAdmin(browser);
  const buyer = await signUpAndSignIn(page, 'reviewer');
  const part = await findProduct(page, PART);
  const orderId = await placeOrderOf(page, buyer.token, [{ productId: part._id, quantity: 1 }]);
  const asOwner = (path: string, data: object) =>
    admin.page.request.post(`/api/v1/${path}`, { headers: bearer(admin.token), data });
  await dataOf(
    await asOwner(`admin/orders/${orderId}/ship`, {
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    }),
  );
  await dataOf(await asOwner(`admin/orders/${orderId}/deliver`, {}));

  // Fourteen days later the request goes out; the outbox holds it in test mode.
  const later = new Date(Date.now() + 15 * 86_400_000).toISOString();
  await dataOf(await asOwner('admin/reviews/request-sweep', { now: later }));
  const { items } = await dataOf<{ items: { to: string; subject: string | null; body: string }[] }>(
    await admin.page.request.get('/api/v1/admin/outbox', {
      headers: bearer(admin.token),
      params: { q: buyer.email, pageSize: 20 },
    }),
  );
  const request = items.find((message) => /Tell us in a review$/.test(message.subject ?? ''));
  expect(request, 'the review request e-mail').toBeTruthy();
  const link = request?.body.match(/https?:\/\/\S+#write-review/)?.[0] ?? '';
  expect(link).toContain(`/product/${part._id}`);

  await page.goto(new URL(link).pathname + new URL(link).hash);
  const form = page.getByRole('form', { name: 'Write a review' });
  await expect(form).toBeVisible({ timeout: 30_000 });
  await accessibleAtBothWidths(page);
  await screenshotBothWidths(page, 'review-form');
  await form.getByRole('radio', { name: '4 stars' }).check();
  await form.getByLabel('Title').fill('Clearer water in a week');
  await form
    .getByLabel('Your review', { exact: true })
    .fill('Easy to swap in. The chlorine taste is gone.');
  await addPhoto(form, 'Photo for your review (optional)');
  await screenshotBothWidths(page, 'review-form-photo');
  await form.getByRole('button', { name: 'Submit review' }).click();
  // The form becomes the buyer's own review, waiting for the shop.
  await expect(
    page
      .getByRole('form', { name: 'Edit your review' })
      .getByText('Your review waits for the shop to publish it.'),
  ).toBeVisible();

  await admin.page.goto('/admin/reviews');
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  const card = admin.page.getByRole('article', { name: 'Clearer water in a week' });
  await expect(card).toBeVisible();
  await expectPhotoShown(card, 'Photo of the review Clearer water in a week');
  await accessibleAtBothWidths(admin.page);
  await screenshotBothWidths(admin.page, 'admin-reviews');
  await card.getByRole('button', { name: 'Publish' }).click();
  await admin.page.getByRole('button', { name: 'Published' }).click();
  const published = admin.page.getByRole('article', { name: 'Clearer water in a week' });
  await published.getByLabel('Public reply').fill('Thank you! Swap it again in six months.');
  await published.getByRole('button', { name: 'Post reply' }).click();
  await expect(published.getByRole('button', { name: 'Update reply' })).toBeVisible();

  // The owner's number of days before the review request e-mail, saved and read back.
  const settings = admin.page.getByRole('region', { name: 'Review settings' });
  const days = settings.getByLabel('Review request e-mail (days after delivery)');
  await expect(days).toHaveValue('14');
  await days.fill('10');
  await settings.getByRole('button', { name: 'Save review settings' }).click();
  await expect(settings.getByRole('status')).toHaveText('Review settings saved.');
  await accessibleAtBothWidths(admin.page);
  await screenshotBothWidths(admin.page, 'admin-review-settings');
  await admin.page.reload();
  await expect(days).toHaveValue('10');
  // Back to the default: other journeys' review requests go out fourteen days after delivery.
  await days.fill('14');
  await settings.getByRole('button', { name: 'Save review settings' }).click();
  await expect(settings.getByRole('status')).toHaveText('Review settings saved.');

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/product/${part._id}`);
  const reviews = visitor.getByRole('region', { name: 'Customer reviews' });
  await expect(reviews.getByRole('heading', { name: 'Clearer water in a week' })).toBeVisible();
  await expect(reviews.getByRole('img', { name: '4.0 out of 5 stars (1 review)' })).toBeVisible();
  await expect(reviews.getByText('Thank you! Swap it again in six months.')).toBeVisible();
  await expect(reviews.getByText(/verified buyer/)).toBeVisible();
  // Published, the photo is public: a visitor without an account sees it.
  await expectPhotoShown(reviews, /^Photo by .+ \(opens the full image\)$/);
  await accessibleAtBothWidths(visitor);
  await screenshotBothWidths(visitor, 'product-reviews');
});
