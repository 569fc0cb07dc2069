import { expect, type Page, test } from '@playwright/test';
import { expectAccessibleWithoutScripts } from './support/a11y.ts';
import { envelopeOf } from './support/api.ts';
import { screenshotBothWidths } from './support/screenshots.ts';

test.use({ javaScriptEnabled: false });

const NO_SCRIPT_NOTE = /JavaScript is off: you can browse, search and read every product/;

/** The category with the most products, and its listing path: it takes several pages. */
async function largestCategory(page: Page) {
  const counts = await Promise.all(
    (['residential', 'commercial', 'test kit'] as const).map(async (category) => {
      const answer = await envelopeOf<{ data: { name: string }[] }>(
        await page.request.get('/api/v1/products', { params: { category, limit: 100 } }),
      );
      return { category, names: answer.data.map((product) => product.name) };
    }),
  );
  return counts.sort((a, b) => b.names.length - a.names.length)[0]!;
}

const LISTING_PATHS = {
  residential: '/residential',
  commercial: '/commercial',
  'test kit': '/testkit',
};

test('no tap lost 27.1: without JavaScript every product of a category is reached through page links, then opened and searched', async ({
  page,
}) => {
  const { category, names } = await largestCategory(page);
  expect(names.length, 'more products than one page holds').toBeGreaterThan(24);

  await page.goto(LISTING_PATHS[category]);
  await expect(page.getByText(NO_SCRIPT_NOTE)).toBeVisible();
  const seen = new Set<string>();
  for (let pageNumber = 1; ; pageNumber++) {
    const cards = page.getByRole('main').getByRole('listitem');
    for (const name of await cards.getByRole('heading').allInnerTexts()) seen.add(name);
    if (pageNumber === 2) {
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${LISTING_PATHS[category]}\\?page=2$`),
      );
      await expect(page.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
        'rel',
        'prev',
      );
      await screenshotBothWidths(page, 'no-script-listing-page-2');
      await expectAccessibleWithoutScripts(page);
    }
    const next = page.getByRole('link', { name: 'Load more' });
    if ((await next.count()) === 0) break;
    await expect(next).toHaveAttribute('rel', 'next');
    await next.click();
    await expect(page).toHaveURL(new RegExp(`\\?page=${pageNumber + 1}$`));
  }
  expect([...seen].sort()).toEqual([...names].sort());

  // Sort without the app: the form's own button sends it, and the server renders the URL.
  await page.goto(LISTING_PATHS[category]);
  await page.getByLabel('Sort by').selectOption('price-desc');
  await page.getByRole('button', { name: 'Sort', exact: true }).click();
  await expect(page).toHaveURL(/\?sort=price-desc$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');

  await page.getByRole('main').getByRole('listitem').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await search.fill('filter');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\?q=filter$/);
  await expect(page.getByText('Results for “filter”')).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
});

const FIRST_SCREENS = [
  { path: '/log', heading: 'Sign in', labels: ['Email or phone number', 'Password'] },
  {
    path: '/log/sign-up',
    heading: 'Sign up',
    labels: ['Name', 'Email or phone number', 'Password'],
  },
  { path: '/shoppingCart', heading: 'Shopping Cart', says: 'Your cart needs JavaScript' },
  { path: '/checkout', heading: 'Checkout', says: 'Checkout needs JavaScript' },
  { path: '/admin', heading: 'Admin', says: 'Back office needs JavaScript' },
];

for (const screen of FIRST_SCREENS) {
  test(`no tap lost 27.2: without JavaScript ${screen.path} answers a labelled first screen`, async ({
    page,
  }) => {
    const response = await page.goto(screen.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    await expect(page.getByText(NO_SCRIPT_NOTE)).toBeVisible();
    for (const label of screen.labels ?? []) {
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    }
    if (screen.says) await expect(page.getByText(screen.says)).toBeVisible();
    if (screen.path === '/log' || screen.path === '/shoppingCart') {
      await screenshotBothWidths(page, `no-script${screen.path.replace('/', '-')}`);
    }
    await expectAccessibleWithoutScripts(page);
  });
}

test('no tap lost 27.2: without JavaScript a sign-in sent by the browser comes back as the page, with no password in any URL', async ({
  page,
}) => {
  await page.goto('/log');
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.getByLabel('Email or phone number').fill('dana@example.com');
  await page.getByLabel('Password', { exact: true }).fill('a secret password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/log$/);
  await expect(page.getByText('This form needs JavaScript')).toBeVisible();
  expect(urls.join(' ')).not.toContain('secret');
});
