import { expect, type Page } from '@playwright/test';
import { dataOf, envelopeOf } from './api.ts';
import { findProduct } from './commerce.ts';

export interface DetailedProduct {
  _id: string;
  name: string;
  sku: string;
  price: number;
  imageUrls: string[];
  parts: string[];
}

/** A seeded product in full (sku, extra images), found through the public API. */
export async function seededProduct(page: Page, name: string): Promise<DetailedProduct> {
  const card = await findProduct(page, name);
  return dataOf<DetailedProduct>(await page.request.get(`/api/v1/products/${card._id}`));
}

/** How many products the catalogue holds, and how many one listing page shows. */
export async function catalogueSize(page: Page) {
  const firstPage = await envelopeOf<{ page: { limit: number } }>(
    await page.request.get('/api/v1/products'),
  );
  const everything = await envelopeOf<{ data: unknown[]; page: { nextOffset: number | null } }>(
    await page.request.get('/api/v1/products', { params: { limit: 100 } }),
  );
  expect(everything.page.nextOffset, 'the whole catalogue fits in one answer').toBeNull();
  return { pageSize: firstPage.page.limit, total: everything.data.length };
}

/** The large picture of the gallery, named after the product (and its position when several). */
export function mainImage(page: Page, productName: string) {
  const escaped = productName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('img', { name: new RegExp(`^${escaped}(, image \\d+ of \\d+)?$`) });
}

/** Opens `path` and waits for the customer's wishlist, so the heart shows the saved state. */
export async function openWithWishlistLoaded(page: Page, path: string) {
  const loaded = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/wishlist' && response.ok(),
  );
  await page.goto(path);
  await loaded;
}
