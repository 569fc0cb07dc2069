import { expectAccessible } from './support/a11y.ts';
import { payWithCard } from './support/commerce.ts';
import { screenshotBothWidths } from './support/screenshots.ts';
import { expect, test } from './support/test.ts';
import {
  adminTokenByApi,
  cartLineNames,
  findFilter,
  reorderLinkFor,
  runReminderSweep,
  signUpCustomerByApi,
} from './support/tracker.ts';

const DAY_MS = 86_400_000;

test('a visitor checks the water of ZIP 77429 on the home page', async ({ page }) => {
  const estimate = (await (await page.request.get('/api/v1/waterquality/tds?zip=77429')).json())
    .data;
  await page.goto('/');
  const section = page.getByRole('region', { name: 'How clean is your tap water?' });
  await expect(section.getByText('Total Dissolved Solids (TDS): ---')).toBeVisible();

  await section.getByLabel('ZIP code').fill('77429');
  await section.getByRole('button', { name: 'Check TDS' }).click();

  await expect(
    section.getByText(`Total Dissolved Solids (TDS): ${estimate.tdsValue} ppm`),
  ).toBeVisible();
  await expect(section.getByText(`Water quality rating: ${estimate.rating}`)).toBeVisible();
  await expect(section.getByText(/typical for Texas/)).toBeVisible();
  await expect(section.getByText(/reverse osmosis/)).toBeVisible();
  await expect(section.getByRole('link', { name: 'water test kits' })).toHaveAttribute(
    'href',
    '/testkit',
  );
  await expect(section.getByText(/GeoNames/)).toBeVisible();
  await expectAccessible(page);

  await section.getByLabel('ZIP code').fill('00000');
  await section.getByRole('button', { name: 'Check TDS' }).click();
  await expect(section.getByRole('alert')).toHaveText('No estimate for this ZIP code.');
});

test('a customer profiles the household, buys a filter system, tracks it and reorders a due part', async ({
  page,
  browser,
}) => {
  test.slow();
  const customer = await signUpCustomerByApi(page);

  await test.step('fills the household profile', async () => {
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Household & Water Profile' })).toBeVisible();
    await page.getByLabel('ZIP code').fill('77429');
    await page.getByLabel('People in the household').fill('4');
    await page.getByLabel('Pets').fill('1');
    await page.getByLabel('Water type').selectOption('Municipal');
    await page.getByLabel('Shower time (minutes per day)').fill('12');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings updated successfully!')).toBeVisible();
    await expectAccessible(page);
    await screenshotBothWidths(page, 'tracker-settings');
  });

  const system = await findFilter(page.request, 'PureFlow 5-Stage');
  await test.step('buys the system with card 4242 and adds it from the thank-you modal', async () => {
    await page.goto(`/product/${system._id}`);
    await page.getByRole('button', { name: 'Buy it Now' }).first().click();
    await expect(page).toHaveURL(/\/checkout$/);
    await payWithCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Add System to My Products' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const dialog = page.getByRole('dialog', { name: 'Add Product Information' });
    await expect(dialog.getByText(system.name)).toBeVisible();
    await expectAccessible(page);

    await expect(dialog.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('77429');
    await dialog.getByLabel('Tracker name').fill('Kitchen RO');
    await dialog.getByLabel('Use the estimate for my ZIP code').check();
    await expect(dialog.getByLabel('TDS (ppm)')).toBeDisabled();
    await expect(dialog.getByLabel('TDS (ppm)')).not.toHaveValue('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Now tracking Kitchen RO.')).toBeVisible();
    const pending = page.getByRole('region', { name: 'Pending Installations' });
    await expect(pending.getByText('Nothing waiting.', { exact: false })).toBeVisible();
  });

  const card = page.getByRole('article', { name: 'Kitchen RO' });
  await test.step('sees the parts with progress bars and resets one', async () => {
    await expect(page.getByRole('heading', { name: 'My Tracked Filters' })).toBeVisible();
    const bars = card.getByRole('progressbar');
    await expect(bars.first()).toBeVisible();
    expect(await bars.count()).toBeGreaterThan(0);
    await expect(card.getByText(/4 people/).first()).toBeVisible();
    await expectAccessible(page);
    await screenshotBothWidths(page, 'tracker-dashboard');
    await card
      .getByRole('button', { name: /^Reset / })
      .first()
      .click();
    await expect(page.getByText('Part reset: its lifespan starts again today.')).toBeVisible();
  });

  const adminToken = await adminTokenByApi(page.request);
  await test.step('the reminder sweep for a later date reaches the outbox', async () => {
    const sent = await runReminderSweep(
      page.request,
      adminToken,
      new Date(Date.now() + 400 * DAY_MS),
    );
    expect(sent).toBeGreaterThan(0);
    const admin = await (await browser.newContext()).newPage();
    await admin.goto('/');
    await admin.evaluate((value) => localStorage.setItem('token', value), adminToken);
    await admin.goto('/outbox');
    const reminder = admin.getByRole('article').filter({ hasText: customer.email }).first();
    await expect(reminder).toContainText('Reorder:');
    await expectAccessible(admin);
    await screenshotBothWidths(admin, 'tracker-outbox');
    await admin.context().close();
  });

  await test.step("follows the reminder's Reorder link, confirms, and lands in the cart", async () => {
    const reminder = await reorderLinkFor(page.request, adminToken, customer.email);
    await page.goto(reminder.path);
    await expect(page.getByRole('heading', { name: 'Reorder this part?' })).toBeVisible();
    await expect(page.getByText(reminder.partName)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open My Products' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(await cartLineNames(page.request, customer.token)).toEqual([]);
    await expectAccessible(page);
    await screenshotBothWidths(page, 'tracker-reminder-confirmation');

    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/shoppingCart$/);
    await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
    await expect(page.getByText(reminder.partName).first()).toBeVisible();
    expect(await cartLineNames(page.request, customer.token)).toEqual([reminder.partName]);
    await expectAccessible(page);
  });
});

test("a customer adds a system they already own through 'I have this product'", async ({
  page,
}) => {
  await signUpCustomerByApi(page);
  const system = await findFilter(page.request, 'HomeGuard 2-Stage');
  await page.goto(`/product/${system._id}`);
  await page.getByRole('link', { name: 'I have this product' }).click();
  // The form opens once: the product is dropped from the URL, so a reload does not reopen it.
  await expect(page).toHaveURL(/\/dashboard$/);
  const dialog = page.getByRole('dialog', { name: 'Add Product Information' });
  await expect(dialog.getByText(system.name)).toBeVisible();
  await dialog.getByLabel('Tracker name').fill('Garage whole-house');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Now tracking Garage whole-house.')).toBeVisible();

  const card = page.getByRole('article', { name: 'Garage whole-house' });
  await expect(card.getByRole('progressbar').first()).toBeVisible();
  await expectAccessible(page);
});
