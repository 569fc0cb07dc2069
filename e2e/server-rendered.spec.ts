import { appStarted } from './support/app-started.ts';
import { signInAsAdmin } from './support/catalogue.ts';
import { screenshotCurrentWidth } from './support/screenshots.ts';
import { expect, type Page, test } from './support/test.ts';

const FILTERED = '/residential?sort=price-asc&type=filter&filterType=undersink&maxPrice=300';

/** Every catalogue read the page makes, and the errors and warnings it logs, from the start. */
function watch(page: Page) {
  const productReads: string[] = [];
  const scripts: string[] = [];
  const console: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/v1/products')) productReads.push(request.url());
    if (request.resourceType() === 'script') scripts.push(pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') console.push(message.text());
  });
  page.on('pageerror', (error) => console.push(error.message));
  return { productReads, scripts, console };
}

/**
 * A slow network: the page is painted a second before its script (`glob`) arrives, so a
 * shopper can reach its controls before they have hydrated.
 */
function slowPageScript(page: Page, glob: string) {
  return page.route(glob, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
}

/** The page's layout shifts since it started loading (what Lighthouse's CLS adds up). */
function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as (PerformanceEntry & { value: number })[];
          resolve(shifts.reduce((sum, shift) => sum + shift.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );
}

test('a server-rendered product page hydrates without fetching the product again', async ({
  page,
  request,
}) => {
  const listing = await (await request.get('/api/v1/products?category=residential')).json();
  const product = listing.data[0] as { _id: string; name: string };
  const seen = watch(page);

  const response = await page.goto(`/product/${product._id}`);
  // The HTML itself holds the page: what a crawler or a link preview reads.
  const html = (await response?.text()) ?? '';
  const escaped = product.name.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  expect(html).toContain(`>${escaped}</h1>`);
  expect(html).toContain('id="page-data"');

  await page.waitForLoadState('networkidle');
  // The app's own JSON-LD is rendered once it has mounted: the page is hydrated.
  await expect(
    page.locator('script[type="application/ld+json"]:not([data-page-head])'),
  ).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  expect(seen.productReads).toEqual([]);
  expect(seen.console).toEqual([]);
  // A visitor's product page downloads no zod (decision 007): 24 KB gzip came back with the
  // review form's photo field, and Lighthouse's initial JS went from 76 to 114 KB.
  expect(seen.scripts.filter((path) => /\/zod-[\w-]+\.js$/.test(path))).toEqual([]);
  expect(await layoutShift(page)).toBeLessThan(0.01);

  // Hydrated, not just painted: the quantity stepper answers.
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.locator('output[aria-label="Quantity"]:visible')).toHaveText('2');
  await screenshotCurrentWidth(page, 'server-rendered-product');
});

test('a server-rendered page fetches its app after its main image, and still hydrates', async ({
  page,
}) => {
  const seen = watch(page);
  const order: string[] = [];
  page.on('requestfinished', (request) => order.push(new URL(request.url()).pathname));
  page.on('request', (request) => order.push(`start ${new URL(request.url()).pathname}`));

  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const hero = order.indexOf('/images/banners/slide-1-welcome.svg');
  const bundle = order.findIndex((entry) => /^start \/assets\/index-.*\.js$/.test(entry));
  expect(hero).toBeGreaterThanOrEqual(0);
  expect(bundle).toBeGreaterThan(hero);
  // Hydrated: the carousel's dots answer.
  await page.getByRole('button', { name: 'Go to slide 2' }).click();
  await expect(page.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(seen.console).toEqual([]);
  expect(await layoutShift(page)).toBeLessThan(0.01);
});

test('a server-rendered filtered listing hydrates without fetching its products again', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const seen = watch(page);
  const response = await page.goto(FILTERED);
  const html = (await response?.text()) ?? '';
  expect(html).toMatch(/\d+ products?</);
  expect(html).toContain('USD');

  await page.waitForLoadState('networkidle');
  const cards = page.getByRole('main').getByRole('link').filter({ hasText: /USD/ });
  expect(await cards.count()).toBeGreaterThanOrEqual(3);
  expect(seen.productReads).toEqual([]);
  expect(seen.console).toEqual([]);
  expect(await layoutShift(page)).toBeLessThan(0.01);
  await screenshotCurrentWidth(page, 'server-rendered-listing');

  // The hydrated app takes over: a new choice is fetched by the browser.
  await page.getByRole('button', { name: 'Filters (3)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await dialog.getByRole('radio', { name: 'Whole-house' }).check();
  await expect.poll(() => seen.productReads.length).toBeGreaterThan(0);
});

test('a shopper who scrolls before the app has started stays there, and buys once it has', async ({
  page,
  request,
}) => {
  const listing = await (await request.get('/api/v1/products?category=residential')).json();
  await page.setViewportSize({ width: 390, height: 844 });
  await slowPageScript(page, '**/assets/product-detail-*.js');
  await page.goto(`/product/${listing.data[0]._id}`);
  const bar = page.getByTestId('mobile-buy-bar');
  const increase = bar.getByRole('button', { name: 'Increase quantity' });
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  // The app's own JSON-LD is rendered once it has mounted: the page is hydrated.
  await expect(
    page.locator('script[type="application/ld+json"]:not([data-page-head])'),
  ).toHaveCount(1);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await increase.click();
  await expect(bar.getByRole('status', { name: 'Quantity' })).toHaveText('2');
});

test('Share on a server-rendered product page waits for the page to hydrate, then copies the link', async ({
  page,
  context,
  request,
}) => {
  const listing = await (await request.get('/api/v1/products?category=residential')).json();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share'));
  await slowPageScript(page, '**/assets/product-detail-*.js');
  await page.goto(`/product/${listing.data[0]._id}`);
  const share = page.getByRole('button', { name: 'Share' });
  await expect(share).toBeDisabled();

  await share.click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('the header search takes a term before the page has hydrated, and one typed before it and sent after', async ({
  page,
}) => {
  await slowPageScript(page, '**/assets/index-*.js');
  await page.goto('/');
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  const cards = page.getByRole('main').getByRole('link').filter({ hasText: /USD/ });

  // Sent before the app has started: the browser submits the form itself.
  const searched = page.waitForRequest(
    (request) => request.isNavigationRequest() && /\/products\?q=sedement$/.test(request.url()),
  );
  await search.fill('sedement');
  await search.press('Enter');
  await searched;
  await expect(page).toHaveURL(/\/products\?q=sedement$/);
  await expect(cards.filter({ hasText: /Sediment Cartridge/ }).first()).toBeVisible();
  await expect(search).toHaveValue('');

  // Typed before, sent after: the app takes the term the shopper left in the box.
  await search.fill('revers osmosis');
  await expect(page.getByLabel('Sort by')).toBeEnabled();
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\?q=revers(\+|%20)osmosis$/);
  await expect(cards.filter({ hasText: /reverse osmosis/i }).first()).toBeVisible();
});

test('the header search refuses a term of only spaces before the page has hydrated', async ({
  page,
}) => {
  await slowPageScript(page, '**/assets/index-*.js');
  await page.goto('/');
  const navigations: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) navigations.push(request.url());
  });
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await search.fill('   ');
  await search.press('Enter');
  expect(await search.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(
    true,
  );

  // Had the browser sent it, the listing would be loading by the time the app has started.
  await appStarted(page);
  expect(navigations).toEqual([]);
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-in shopper gets the signed-out page from the server and the header changes in place', async ({
  page,
  request,
}) => {
  await signInAsAdmin(page);
  const listing = await (await request.get('/api/v1/products?category=residential')).json();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`/product/${listing.data[0]._id}`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    expect(await layoutShift(page), `${width} px`).toBeLessThan(0.01);
  }
});
