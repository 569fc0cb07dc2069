import type { ProductListQuery } from '@shop/contract';
import { and, asc, eq, getTableColumns, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { productParts, products } from '../../db/schema/index.ts';
import { byName, cardColumns, listPage, searchPage } from './product-listing.ts';
import { searchTerms, spellingCorrection } from './product-search.ts';

/** Re-exported for the wishlist, which shows the same cards. */
export { cardColumns };

const {
  search: _search,
  nameSearch: _nameSearch,
  deletedAt: _deletedAt,
  ...productColumns
} = getTableColumns(products);

const FEATURED_LIMIT = 24;

export function productsRepository(db: Database) {
  /** Full-text matches; only when there are none, the same with misspelt words corrected. */
  async function search(query: ProductListQuery, q: string) {
    const exact = await searchPage(db, query, 'exact', searchTerms(q));
    if (exact.length > 0) return exact;
    const correction = await spellingCorrection(db, q);
    if (correction === null) return [];
    return searchPage(db, query, 'corrected', correction);
  }

  const page = (query: ProductListQuery) =>
    query.q ? search(query, query.q) : listPage(db, query);

  const liveParts = (systemId: string) =>
    db
      .select({
        ...cardColumns,
        quickReplaceMonths: products.quickReplaceMonths,
        slowReplaceMonths: products.slowReplaceMonths,
      })
      .from(productParts)
      .innerJoin(products, eq(products.id, productParts.partId))
      .where(and(eq(productParts.filterId, systemId), isNull(products.deletedAt)))
      .orderBy(asc(productParts.position));

  const liveSystemsListing = (partId: string) =>
    db
      .select(cardColumns)
      .from(productParts)
      .innerJoin(products, eq(products.id, productParts.filterId))
      .where(and(eq(productParts.partId, partId), isNull(products.deletedAt)))
      .orderBy(...byName(products.name, products.id));

  return {
    /** One page of live products in the query's order, and how many match in all. */
    async listCards(query: ProductListQuery) {
      const rows = await page(query);
      // Past the last page the window count has no row to ride on: count from the first page.
      const first =
        rows[0] ?? (query.offset > 0 ? (await page({ ...query, offset: 0 }))[0] : undefined);
      return { rows, total: first?.total ?? 0 };
    },

    listFeatured() {
      return db
        .select(cardColumns)
        .from(products)
        .where(and(isNull(products.deletedAt), eq(products.isFeatured, true)))
        .orderBy(...byName(products.name, products.id))
        .limit(FEATURED_LIMIT);
    },

    /**
     * A live product with, for a system, its live parts in display order (as cards with their
     * replacement months) and, for a part, the live systems that list it; or undefined. Only
     * systems have parts and only parts fit systems (the product form refuses anything else),
     * so each product costs one query beyond its own row at most.
     */
    async findLive(id: string) {
      const [row] = await db
        .select(productColumns)
        .from(products)
        .where(and(eq(products.id, id), isNull(products.deletedAt)));
      if (!row) return undefined;
      const parts = row.type === 'filter' ? await liveParts(id) : [];
      const systems = row.type === 'part' ? await liveSystemsListing(id) : [];
      return { ...row, parts, systems };
    },

    /** A live product's images, to tell which images of an update are new. */
    async findLiveImages(id: string) {
      const [row] = await db
        .select({ imageUrl: products.imageUrl, imageUrls: products.imageUrls })
        .from(products)
        .where(and(eq(products.id, id), isNull(products.deletedAt)));
      return row;
    },

    /** The live products among `ids` with their type (to check a filter's parts). */
    findLiveTypes(ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: products.id, type: products.type })
        .from(products)
        .where(and(inArray(products.id, ids), isNull(products.deletedAt)));
    },
  };
}

export type ProductsRepository = ReturnType<typeof productsRepository>;
export type ProductCardRow = Awaited<ReturnType<ProductsRepository['listFeatured']>>[number];
export type ProductRow = NonNullable<Awaited<ReturnType<ProductsRepository['findLive']>>>;
