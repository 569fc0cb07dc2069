import { expectAccessible } from './support/a11y.ts';
import { findProduct, signUpAndSignIn } from './support/commerce.ts';
import { screenshotCurrentWidth } from './support/screenshots.ts';
import { expect, type Page, test } from './support/test.ts';

const cards = (page: Page) => page.getByRole('main').getByRole('link').filter({ hasText: /USD/ });
const FILTERED = /\/residential\?sort=price-asc&type=filter&filterType=undersink&maxPrice=300$/;

test('a visitor filters Residential to under-sink systems under $300 sorted by price, opens one, goes back to the same filtered list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/residential');
  const sidebar = page.getByRole('complementary', { name: 'Filters' });
  await sidebar.getByRole('radio', { name: 'Systems' }).check();
  await sidebar.getByRole('radio', { name: 'Under-sink' }).check();
  await sidebar.getByLabel('Max price ($)').fill('300');
  await sidebar.getByLabel('Max price ($)').press('Enter');
  await page.getByLabel('Sort by').selectOption({ label: 'Price low→high' });
  await expect(page).toHaveURL(FILTERED);
  // Other journeys may add products, so the count is read, then held to on the way back.
  const count = page.getByRole('status').filter({ hasText: /^\d+ products?$/ });
  await expect(count).toBeVisible();
  const total = Number.parseInt((await count.textContent()) ?? '', 10);
  expect(total).toBeGreaterThanOrEqual(3);
  expect(await cards(page).count()).toBeGreaterThanOrEqual(3);
  const firstName = (await cards(page).first().getByRole('heading').textContent()) ?? '';
  await expectAccessible(page);
  await screenshotCurrentWidth(page, 'storefront-filtered-listing');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(sidebar).toBeHidden();
  await page.getByRole('button', { name: 'Filters (3)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await expect(dialog.getByRole('radio', { name: 'Under-sink' })).toBeChecked();
  await expect(dialog.getByLabel('Max price ($)')).toHaveValue('300');
  await expectAccessible(page);
  await screenshotCurrentWidth(page, 'storefront-filter-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Filters (3)' }).click();
  await dialog.getByRole('button', { name: `Show ${total} results` }).click();
  await expect(dialog).toBeHidden();
  await expectAccessible(page);
  await screenshotCurrentWidth(page, 'storefront-filtered-listing');

  await cards(page).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstName);
  await page.goBack();
  await expect(page).toHaveURL(FILTERED);
  await expect(count).toHaveText(`${total} products`);
  await expect(cards(page).first()).toContainText(firstName);
});

test("a visitor types 'revers' and picks a suggestion with the keyboard", async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 640 ? 844 : 800 });
    await page.goto('/');
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await search.pressSequentially('revers', { delay: 50 });
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(listbox).toBeVisible();
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await expect(listbox.getByRole('option').first()).toContainText(/reverse osmosis/i);
    await expect(listbox.getByRole('option').first()).toContainText('$');
    await expectAccessible(page);
    await screenshotCurrentWidth(page, 'storefront-suggestions');

    await search.press('ArrowDown');
    const first = listbox.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(search).toHaveAttribute(
      'aria-activedescendant',
      (await first.getAttribute('id')) ?? '',
    );
    const name = (await first.locator('span').first().textContent()) ?? '';
    await search.press('Enter');
    await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  }
});

/** How many pixels the page scrolls sideways (WCAG 1.4.10: none). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('with text at 200% on a phone, header and footer reflow and no page scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const longName = await findProduct(page, 'Foodservice Ice & Beverage Filter System');
  for (const signedIn of [false, true]) {
    if (signedIn) await signUpAndSignIn(page, 'large-text', { withAddress: false });
    for (const path of ['/', '/products', '/shoppingCart', `/product/${longName._id}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // What Chrome's font size setting 'Very large' does to the page's text.
      await page.addStyleTag({ content: 'html { font-size: 200%; }' });
      await expect(page.getByRole('contentinfo').getByText('© 2025')).toBeVisible();
      expect(await sidewaysScroll(page), `${path} scrolls sideways`).toBe(0);
      const banner = page.getByRole('banner');
      expect(
        (await banner.boundingBox())?.height ?? 0,
        `${path}: the sticky header leaves most of the screen to the page`,
      ).toBeLessThan(844 / 3);
      // Issue 40.19: the logo kept some 60 px, and a product's name ran off the screen.
      const logo = banner.getByRole('img', { name: 'ClearSpring home' });
      expect((await logo.boundingBox())?.width ?? 0, `${path}: the logo`).toBeGreaterThan(110);
      if (path.startsWith('/product/')) {
        const title = page.getByRole('heading', { level: 1, name: longName.name });
        expect(
          await title.evaluate((element) => element.scrollWidth <= element.clientWidth),
          'the product name wraps inside the screen',
        ).toBe(true);
      }
      await screenshotCurrentWidth(
        page,
        `large-text${signedIn ? '-signed-in' : ''}${path.startsWith('/product/') ? '-product' : path.replace(/\//g, '-')}`,
      );
    }
  }
});
