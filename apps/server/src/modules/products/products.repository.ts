import type { ProductListQuery } from '@shop/contract';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { productParts, products } from '../../db/schema/index.ts';
import {
  CORRECTED_CANDIDATES,
  correctedSearch,
  fullTextSearch,
  SEARCH_CANDIDATES,
  type SearchMode,
} from './product-search.ts';

/** Only what a product card shows. */
export const cardColumns = {
  id: products.id,
  name: products.name,
  priceCents: products.priceCents,
  imageUrl: products.imageUrl,
  category: products.category,
  type: products.type,
  stock: products.stock,
  important: products.important,
  isFeatured: products.isFeatured,
};

const { search: _search, deletedAt: _deletedAt, ...productColumns } = getTableColumns(products);

const FEATURED_LIMIT = 24;

function listFilters(query: ProductListQuery): SQL[] {
  const filters: SQL[] = [isNull(products.deletedAt)];
  if (query.category) filters.push(eq(products.category, query.category));
  if (query.type) filters.push(eq(products.type, query.type));
  if (query.important === true) filters.push(isNotNull(products.important));
  if (query.important === false) filters.push(isNull(products.important));
  return filters;
}

/** Ranked search: the best of at most SEARCH_CANDIDATES index matches, one page of them. */
function searchCards(
  handle: Database,
  query: ProductListQuery,
  mode: SearchMode,
  candidates = SEARCH_CANDIDATES,
) {
  const hits = handle.$with('hits').as(
    handle
      .select({ ...cardColumns, rank: sql<number>`${mode.rank}`.as('rank') })
      .from(products)
      .where(and(...listFilters(query), mode.where))
      .limit(candidates),
  );
  return handle
    .with(...mode.ctes, hits)
    .select()
    .from(hits)
    .orderBy(desc(hits.rank), asc(hits.name), asc(hits.id))
    .offset(query.offset)
    .limit(query.limit + 1);
}

function listCards(handle: Database, query: ProductListQuery) {
  const order: SQL[] = [];
  if (query.important === true) order.push(asc(products.important));
  order.push(asc(products.name), asc(products.id));
  return handle
    .select(cardColumns)
    .from(products)
    .where(and(...listFilters(query)))
    .orderBy(...order)
    .offset(query.offset)
    .limit(query.limit + 1);
}

export function productsRepository(db: Database) {
  /** Full-text matches; only when there are none, the same with misspelt words corrected. */
  async function search(query: ProductListQuery, q: string) {
    const exact = await searchCards(db, query, fullTextSearch(q));
    if (exact.length > 0) return exact;
    return searchCards(db, query, correctedSearch(db, q), CORRECTED_CANDIDATES);
  }

  return {
    /** One page of live products; asks for one row more than the page to know if another follows. */
    async listCards(query: ProductListQuery) {
      const rows = query.q ? await search(query, query.q) : await listCards(db, query);
      return { rows: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
    },

    listFeatured() {
      return db
        .select(cardColumns)
        .from(products)
        .where(and(isNull(products.deletedAt), eq(products.isFeatured, true)))
        .orderBy(asc(products.name), asc(products.id))
        .limit(FEATURED_LIMIT);
    },

    /** A live product with the ids of its live parts in display order, or undefined. */
    async findLive(id: string) {
      const [row] = await db
        .select(productColumns)
        .from(products)
        .where(and(eq(products.id, id), isNull(products.deletedAt)));
      if (!row) return undefined;
      const parts = await db
        .select({ id: productParts.partId })
        .from(productParts)
        .innerJoin(products, eq(products.id, productParts.partId))
        .where(and(eq(productParts.filterId, id), isNull(products.deletedAt)))
        .orderBy(asc(productParts.position));
      return { ...row, partIds: parts.map((part) => part.id) };
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
