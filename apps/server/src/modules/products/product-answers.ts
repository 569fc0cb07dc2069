import type { Database } from '../../db/database.ts';
import { catalogueCache } from './catalogue-cache.ts';
import { productsRepository } from './products.repository.ts';
import { productsService } from './products.service.ts';

/** The route of one product's answer, as the request log, metrics and the cache name it. */
export const PRODUCT_ROUTE = '/api/v1/products/:id';

/**
 * GET /api/v1/products/{id}'s JSON from the catalogue cache, kept under the route's URL: the
 * route's answer, and the product the server's product page puts in its head, so a page
 * rendered on a miss reads the product once rather than twice.
 */
export function productAnswers(db: Database) {
  const products = productsService(productsRepository(db));
  const cache = catalogueCache(db);
  return (id: string, url = `/api/v1/products/${encodeURIComponent(id)}`) =>
    cache.json({ url, routeOptions: { url: PRODUCT_ROUTE } }, async () => ({
      success: true,
      data: await products.get(id),
    }));
}
