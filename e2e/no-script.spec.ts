import { expectAccessibleWithoutScripts } from './support/a11y.ts';
import { dataOf } from './support/api.ts';
import { bearer } from './support/back-office.ts';
import { seededProduct } from './support/product-page.ts';
import { routerPatterns, urlOf } from './support/router-paths.ts';
import { SEEDED_PRODUCT } from './support/routes.ts';
import { screenshotBothWidths } from './support/screenshots.ts';
import { expect, type Page, test } from './support/test.ts';
import { adminTokenByApi } from './support/tracker.ts';

test.use({ javaScriptEnabled: false });

const NO_SCRIPT_NOTE = /JavaScript is off: you can browse, search and read every product/;

type Category = 'residential' | 'commercial' | 'test kit';

const LISTING_PATHS: Record<Category, string> = {
  residential: '/residential',
  commercial: '/commercial',
  'test kit': '/testkit',
};

/** The category: more than a page (24) holds, 17 of them only on page 2. */
const CATEGORY_SIZE = 41;

const productsOf = async (page: Page, category: Category) =>
  dataOf<{ _id: string; name: string }[]>(
    await page.request.get('/api/v1/products', { params: { category, limit: 100 } }),
  );

/**
 * The fullest category that holds at most 41 products, filled up to exactly 41 through the admin
 * API; `remove` deletes the added products again, so journeys that count a listing are unaffected.
 */
async function categoryOf41(page: Page) {
  const counts = await Promise.all(
    (Object.keys(LISTING_PATHS) as Category[]).map(async (category) => ({
      category,
      count: (await productsOf(page, category)).length,
    })),
  );
  const { category, count } = counts
    .filter((entry) => entry.count <= CATEGORY_SIZE)
    .sort((a, b) => b.count - a.count)[0]!;
  const token = await adminTokenByApi(page.request);
  const suffix =
    `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  const added: string[] = [];
  for (let n = count + 1; n <= CATEGORY_SIZE; n++) {
    const product = await dataOf<{ _id: string }>(
      await page.request.post('/api/v1/products', {
        headers: bearer(token),
        data: {
          name: `Page Link Cartridge ${n} ${suffix}`,
          sku: `PL-${n}-${suffix}`,
          price: 10 + n,
          stock: 3,
          category,
          description: 'Made by the journey without JavaScript.',
        },
      }),
    );
    added.push(product._id);
  }
  const names = (await productsOf(page, category)).map((product) => product.name);
  const remove = async () => {
    for (const id of added) {
      await dataOf(await page.request.delete(`/api/v1/products/${id}`, { headers: bearer(token) }));
    }
  };
  return { category, names, remove };
}

test('no tap lost 27.1: without JavaScript every product of a 41-product category is reached through page links, then opened and searched', async ({
  page,
}) => {
  const { category, names, remove } = await categoryOf41(page);
  try {
    expect(names).toHaveLength(CATEGORY_SIZE);
    await everyProductByPageLinks(page, category, names);
  } finally {
    await remove();
  }
});

async function everyProductByPageLinks(page: Page, category: Category, names: string[]) {
  await page.goto(LISTING_PATHS[category]);
  await expect(page.getByText(NO_SCRIPT_NOTE)).toBeVisible();
  const seen = new Set<string>();
  let pages = 0;
  for (let pageNumber = 1; ; pageNumber++) {
    pages = pageNumber;
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
  expect(pages, '24 a page: 41 products take two').toBe(2);
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
}

const FIRST_SCREENS = [
  { path: '/log', heading: 'Sign in', labels: ['Email or phone number', 'Password'] },
  {
    path: '/log/forgot-password',
    heading: 'Reset your password',
    labels: ['Email or phone number'],
  },
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

test('no tap lost 27.3: without JavaScript the reset-code form is a labelled form that comes back as the page, with nothing in any URL', async ({
  page,
}) => {
  await page.goto('/log/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.getByLabel('Email or phone number').fill('dana@example.com');
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page).toHaveURL(/\/log\/forgot-password$/);
  await expect(page.getByText('This form needs JavaScript')).toBeVisible();
  expect(urls.join(' ')).not.toContain('dana');
  await screenshotBothWidths(page, 'no-script-forgot-password');
  await expectAccessibleWithoutScripts(page);
});

test("no tap lost 27.3: without JavaScript 'I have this product' and the back arrows are links, and what needs the app looks it", async ({
  page,
}) => {
  // A product with several pictures, so the gallery has its arrows.
  const product = await seededProduct(page, SEEDED_PRODUCT);
  await page.goto(`/product/${product._id}`);
  // What needs the app is dimmed, not shown as a control that does nothing.
  for (const name of ['Next image', 'Go back']) {
    await expect(page.getByRole('button', { name }).first()).toHaveCSS('opacity', '0.45');
  }
  await page.getByRole('link', { name: 'I have this product' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?product=${product._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'My Products' })).toBeVisible();
  await expect(page.getByText('My Products needs JavaScript')).toBeVisible();

  await page.goto('/log');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('without JavaScript a product that does not exist says so under a 404, not a loading line that never ends', async ({
  page,
}) => {
  const response = await page.goto('/product/00000000-0000-4000-8000-000000000000');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Product unavailable' })).toBeVisible();
  await expect(page.getByText('Loading Product...')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Browse all products' })).toHaveAttribute(
    'href',
    '/products',
  );
  await expectAccessibleWithoutScripts(page);
});

test("without JavaScript the home page's ZIP check says it needs JavaScript and where else to learn your water's TDS", async ({
  page,
}) => {
  await page.goto('/');
  const checker = page.getByRole('region', { name: 'How clean is your tap water?' });
  await expect(checker.getByRole('button', { name: 'Check TDS' })).toBeDisabled();
  const note = checker.getByText('The ZIP check needs JavaScript');
  await expect(note).toBeVisible();
  await expect(note.getByRole('link', { name: 'water test kits' })).toHaveAttribute(
    'href',
    '/testkit',
  );
  await expectAccessibleWithoutScripts(page);
});

test('no tap lost 27.3: without JavaScript the contact form is disabled and says how else to reach the shop', async ({
  page,
}) => {
  await page.goto('/contact-us');
  for (const label of ['Name', 'Email', 'Subject', 'Message']) {
    await expect(page.getByLabel(label, { exact: true })).toBeDisabled();
  }
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  const note = page.getByText('This form needs JavaScript');
  await expect(note).toBeVisible();
  await expect(note.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await screenshotBothWidths(page, 'no-script-contact-us');
  await expectAccessibleWithoutScripts(page);
});

/** Every route of the web app's router, read from it, so a new route is visited too. */
const ROUTE_PATTERNS = routerPatterns();

test('no tap lost 27.3: the route list is read from the router, members-only pages included', () => {
  for (const pattern of [
    '/',
    '/log/forgot-password',
    '/account',
    '/wishlist',
    '/admin/orders/:id',
  ]) {
    expect(ROUTE_PATTERNS).toContain(pattern);
  }
  expect(ROUTE_PATTERNS.length).toBeGreaterThan(35);
});

for (const pattern of ROUTE_PATTERNS) {
  test(`no tap lost 27.3: without JavaScript ${pattern} answers the shop's header and a first screen, never a blank page`, async ({
    page,
  }) => {
    const [product] = await productsOf(page, 'residential');
    const response = await page.goto(urlOf(pattern, product!._id));
    expect(response?.status(), 'a page, or the not-found page').toBeLessThan(500);
    await expect(page.getByRole('banner').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText(NO_SCRIPT_NOTE)).toBeVisible();
    const main = (await page.getByRole('main').first().innerText()).trim();
    expect(main.length, 'more than a heading').toBeGreaterThan(40);
    await expect(page.getByText(/Loading page…/)).toHaveCount(0);
    await expectAccessibleWithoutScripts(page);
  });
}
