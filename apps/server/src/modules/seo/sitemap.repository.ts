import { isNull, max } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { products } from '../../db/schema/index.ts';

/** What the sitemap lists: every live product, and when each category last changed. */
export function sitemapRepository(db: Database) {
  return {
    liveProducts() {
      return db
        .select({ id: products.id, updatedAt: products.updatedAt })
        .from(products)
        .where(isNull(products.deletedAt))
        .orderBy(products.name, products.id);
    },

    lastChangeByCategory() {
      return db
        .select({ category: products.category, updatedAt: max(products.updatedAt) })
        .from(products)
        .where(isNull(products.deletedAt))
        .groupBy(products.category);
    },
  };
}

export type SitemapRepository = ReturnType<typeof sitemapRepository>;
