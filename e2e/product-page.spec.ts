import { expectAccessible } from './support/a11y.ts';
import { appStarted } from './support/app-started.ts';
import { signInAsAdmin, TINY_PNG } from './support/catalogue.ts';
import { signUpAndSignIn } from './support/commerce.ts';
import {
  catalogueSize,
  mainImage,
  openWithWishlistLoaded,
  seededProduct,
} from './support/product-page.ts';
import { SEEDED_PRODUCT } from './support/routes.ts';
import { screenshotBothWidths } from './support/screenshots.ts';
import { expect, test } from './support/test.ts';

const UPLOAD_PUT = '**/api/v1/upload/local/**';
const image = { name: 'filter.png', mimeType: 'image/png', buffer: TINY_PNG };

test('a visitor loads the whole catalogue on /products with Load more', async ({ page }) => {
  const { pageSize, total } = await catalogueSize(page);
  expect(total, 'more products than one page holds').toBeGreaterThan(pageSize);

  await page.goto('/products');
  // Before the app starts, Load more is the link to page 2 (no-script.spec.ts walks those).
  await appStarted(page);
  const listing = page.getByRole('region', { name: 'All Products' });
  const cards = listing.getByRole('listitem');
  const loadMore = listing.getByRole('link', { name: 'Load more' });
  for (let shown = pageSize; shown < total; shown += pageSize) {
    await expect(cards).toHaveCount(shown);
    await loadMore.click();
  }
  await expect(cards).toHaveCount(total);
  await expect(loadMore).toHaveCount(0);
  await expectAccessible(page);
});

test('an admin uploads a main image: progress bar, then the success badge; a refused PUT shows the failure badge', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/createProduct');
  await expect(page.getByRole('heading', { name: 'Create Product' })).toBeVisible();

  // Hold the real PUT until the progress bar has been seen; it then reaches the server.
  let releaseUpload = () => {};
  const uploadHeld = new Promise<void>((resolve) => {
    releaseUpload = resolve;
  });
  await page.route(UPLOAD_PUT, async (route) => {
    await uploadHeld;
    await route.continue();
  });
  await page.getByLabel('Main image').setInputFiles(image);
  await expect(page.getByRole('progressbar', { name: /^Uploading image, \d+%$/ })).toBeVisible();
  await expect(page.getByLabel('Main image')).toBeDisabled();
  await expectAccessible(page);
  releaseUpload();
  await expect(
    page.getByRole('status').filter({ hasText: 'Image uploaded successfully!' }),
  ).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  // The preview is the uploaded file, served back by the server (a broken one is replaced).
  const preview = page.getByRole('img', { name: 'Main image preview', exact: true });
  await expect(preview).toBeVisible();
  await expect
    .poll(() => preview.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBe(1);
  await page.unroute(UPLOAD_PUT);

  await page.route(UPLOAD_PUT, (route) => route.fulfill({ status: 500, body: 'storage down' }));
  const alerted = page.waitForEvent('dialog').then(async (dialog) => {
    const message = dialog.message();
    await dialog.accept();
    return message;
  });
  await page.getByLabel('Main image').setInputFiles(image);
  expect(await alerted).toBe('Upload failed.');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Image upload failed, retry logging in.' }),
  ).toBeVisible();
  await expect(page.getByText('Image uploaded successfully!')).toHaveCount(0);
  await expect(page.getByLabel('Main image')).toBeEnabled();
  await expectAccessible(page);
});

test('hovering the main product image shows an 80 px magnifier that follows the mouse and leaves with it', async ({
  page,
}) => {
  const product = await seededProduct(page, SEEDED_PRODUCT);
  await page.goto(`/product/${product._id}`);
  const picture = mainImage(page, product.name);
  await expect(picture).toBeVisible();
  // The server's page paints before the app has started, and only the app follows the mouse: a
  // move before it reaches no handler, and the shopper sees the lens on the next one.
  await appStarted(page);
  const lens = page.getByTestId('magnifier-lens');
  await expect(lens).toHaveCount(0);

  const box = await picture.boundingBox();
  if (!box) throw new Error('the main image has no box');
  // Whole pixels: mouse events report integer coordinates.
  const point = { x: Math.round(box.x + box.width * 0.3), y: Math.round(box.y + box.height * 0.6) };
  // A person's mouse moves on: a move that came while a section was still hydrating (no handler
  // yet) is followed by the next one, which shows the lens.
  await expect(async () => {
    await page.mouse.move(point.x - 2, point.y);
    await page.mouse.move(point.x, point.y, { steps: 2 });
    await expect(lens).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(lens).toHaveCSS('background-image', /^url\(".+"\)$/);
  const lensBox = await lens.boundingBox();
  expect(lensBox?.width).toBeCloseTo(160, 0);
  expect(lensBox?.height).toBeCloseTo(160, 0);
  expect((lensBox?.x ?? 0) + 80).toBeCloseTo(point.x, 0);
  expect((lensBox?.y ?? 0) + 80).toBeCloseTo(point.y, 0);
  await expectAccessible(page);

  await page.getByRole('heading', { level: 1, name: product.name }).hover();
  await expect(lens).toHaveCount(0);
});

test('on a phone a bottom bar holds quantity and Add to Cart; on a desktop it is not shown', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpAndSignIn(page, 'buybar', { withAddress: false });
  const product = await seededProduct(page, SEEDED_PRODUCT);
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  const bar = page.getByTestId('mobile-buy-bar');
  await expect(bar).toBeVisible();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const barBox = await bar.boundingBox();
  expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeCloseTo(844, 0);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(1);
  await bar.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(bar.getByRole('status', { name: 'Quantity' })).toHaveText('2');
  await expectAccessible(page);
  await bar.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Item added to cart!')).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(bar).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
});

test('without the Web Share API, Share copies the product link and says so', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share'));
  const product = await seededProduct(page, SEEDED_PRODUCT);
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  expect(page.url()).toMatch(new RegExp(`/product/${product._id}$`));
  await expectAccessible(page);
  await expect(page.getByText('Link copied')).toHaveCount(0);

  await page.addInitScript(() => {
    navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
  });
  await page.reload();
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Could not copy the link' }),
  ).toBeVisible();
});

test('a product page describes its product to search engines in JSON-LD', async ({ page }) => {
  const product = await seededProduct(page, SEEDED_PRODUCT);
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const jsonLd = page.locator('script[type="application/ld+json"]');
  await expect(jsonLd).toHaveCount(1);

  const data = JSON.parse((await jsonLd.textContent()) ?? '{}');
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    offers: {
      '@type': 'Offer',
      priceCurrency: 'USD',
      url: page.url(),
    },
  });
  expect(Number(data.offers.price)).toBe(product.price);
  expect(data.image).toHaveLength(1 + product.imageUrls.length);
  await expectAccessible(page);

  const systemUrl = page.url();
  const related = page.getByRole('region', { name: 'Related products' });
  await expect(related.getByRole('listitem')).toHaveCount(product.parts.length);
  const part = related.getByRole('link').first();
  await expect(part).toContainText(/Replace every \d+( to \d+)? months?/);
  await screenshotBothWidths(page, 'product-system-parts');
  const partName = (await part.getByRole('heading').textContent()) ?? '';
  await part.click();
  await expect(page.getByRole('heading', { level: 1, name: partName })).toBeVisible();
  await expect(jsonLd).toHaveCount(1);
  await expect
    .poll(async () => JSON.parse((await jsonLd.textContent()) ?? '{}').name)
    .toBe(partName);

  const spareFor = JSON.parse((await jsonLd.textContent()) ?? '{}').isAccessoryOrSparePartFor;
  expect(spareFor).toContainEqual({ '@type': 'Product', name: product.name, url: systemUrl });

  const fits = page.getByRole('region', { name: 'Fits these systems' });
  const system = fits.getByRole('link', { name: new RegExp(product.name) });
  await expect(system).toBeVisible();
  await expectAccessible(page);
  await screenshotBothWidths(page, 'product-part-fits');
  await system.click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
});

test('a customer saves a product to the wishlist, keeps it after a reload and removes it; a visitor is sent to sign in', async ({
  page,
}) => {
  const product = await seededProduct(page, SEEDED_PRODUCT);
  const wishlist = page.getByRole('button', { name: 'Save to wishlist' });

  await page.goto(`/product/${product._id}`);
  await expect(wishlist).toBeVisible();
  await expect(wishlist).not.toHaveAttribute('aria-pressed');
  await wishlist.click();
  await expect(page).toHaveURL(/\/log\?redirect=%2Fproduct%2F/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  await signUpAndSignIn(page, 'wishlist', { withAddress: false });
  await openWithWishlistLoaded(page, `/product/${product._id}`);
  await expect(wishlist).toHaveAttribute('aria-pressed', 'false');
  await wishlist.click();
  await expect(wishlist).toHaveAttribute('aria-pressed', 'true');
  await expect(wishlist).toBeEnabled();
  await expectAccessible(page);

  await openWithWishlistLoaded(page, `/product/${product._id}`);
  await expect(wishlist).toHaveAttribute('aria-pressed', 'true');
  await wishlist.click();
  await expect(wishlist).toHaveAttribute('aria-pressed', 'false');
  await expect(wishlist).toBeEnabled();
  await openWithWishlistLoaded(page, `/product/${product._id}`);
  await expect(wishlist).toHaveAttribute('aria-pressed', 'false');
});

test('hardening 30.24: every public page links a 1200 × 630 PNG preview, and names the shop in its JSON-LD', async ({
  page,
}) => {
  const filters = await page.request.get('/api/v1/products', { params: { q: 'sediment' } });
  const [product] = (await filters.json()).data as { _id: string }[];
  for (const path of ['/', `/product/${product?._id}`, '/residential', '/contact-us']) {
    const html = await (await page.request.get(path)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(image, path).toMatch(/\.png$/);
    const png = await page.request.get(new URL(image).pathname);
    expect(png.status(), image).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    // The PNG header's IHDR: width and height, big-endian, at bytes 16 and 20.
    const bytes = await png.body();
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], image).toEqual([1200, 630]);
    expect(html, path).toContain('"@type":"Organization"');
  }
  const productHtml = await (await page.request.get(`/product/${product?._id}`)).text();
  expect(productHtml).toContain('"brand":{"@type":"Brand","name":"ClearSpring Water"}');
});
