import { dollarsToCents, type ProductListQuery } from '@shop/contract';
import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  isNotNull,
  isNull,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orderItems, products } from '../../db/schema/index.ts';
import { SEARCH_CANDIDATES, type SearchMode } from './product-search.ts';

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

/** The WHERE of a listing: live products narrowed by every filter of the query. */
export function listFilters(query: ProductListQuery): SQL[] {
  const filters: SQL[] = [isNull(products.deletedAt)];
  if (query.category) filters.push(eq(products.category, query.category));
  if (query.type) filters.push(eq(products.type, query.type));
  if (query.filterType) filters.push(eq(products.filterType, query.filterType));
  if (query.important === true) filters.push(isNotNull(products.important));
  if (query.important === false) filters.push(isNull(products.important));
  if (query.inStock) filters.push(gt(products.stock, 0));
  if (query.minPrice !== undefined) {
    filters.push(gte(products.priceCents, dollarsToCents(query.minPrice)));
  }
  if (query.maxPrice !== undefined) {
    filters.push(lte(products.priceCents, dollarsToCents(query.maxPrice)));
  }
  return filters;
}

/** Units ordered per product, for the best-selling order. */
function salesSubquery(handle: Database) {
  return handle
    .select({
      productId: orderItems.productId,
      units: sql<number>`sum(${orderItems.quantity})`.as('units'),
    })
    .from(orderItems)
    .groupBy(orderItems.productId)
    .as('sales');
}

/** The columns a listing is sorted by: the table's, or those a search's CTE carries. */
type SortColumns = Record<'isFeatured' | 'important' | 'priceCents' | 'createdAt', AnyColumn>;

function sortOrder(
  query: ProductListQuery,
  columns: SortColumns,
  units: SQL,
  rank: SQL | undefined,
): SQL[] {
  switch (query.sort) {
    case 'featured':
      return [desc(columns.isFeatured), sql`${columns.important} asc nulls last`];
    case 'best-selling':
      return [sql`${units} desc`];
    case 'price-asc':
      return [asc(columns.priceCents)];
    case 'price-desc':
      return [desc(columns.priceCents)];
    case 'newest':
      return [desc(columns.createdAt)];
    case 'name':
      return [];
    default:
      if (rank) return [sql`${rank} desc`];
      return query.important === true ? [asc(columns.important)] : [];
  }
}

/**
 * One page of cards in the query's order, each row carrying `total`, how many products match in
 * all (a window count, so one round trip).
 */
export function listPage(handle: Database, query: ProductListQuery) {
  const sales = salesSubquery(handle);
  return handle
    .select({ ...cardColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .leftJoin(sales, eq(sales.productId, products.id))
    .where(and(...listFilters(query)))
    .orderBy(
      ...sortOrder(query, products, sql`coalesce(${sales.units}, 0)`, undefined),
      asc(products.name),
      asc(products.id),
    )
    .offset(query.offset)
    .limit(query.limit);
}

/**
 * One page of a search's matches, as listPage. Only the search mode's first `candidates` index
 * matches are ranked, listed and counted (see product-search.ts); they carry every column the
 * page shows or is sorted by, so the page is cut from them without reading the table again.
 */
export function searchPage(
  handle: Database,
  query: ProductListQuery,
  mode: SearchMode,
  candidates = SEARCH_CANDIDATES,
) {
  const sales = salesSubquery(handle);
  const hits = handle.$with('hits').as(
    handle
      .select({
        ...cardColumns,
        createdAt: products.createdAt,
        rank: sql<number>`${mode.rank}`.as('rank'),
      })
      .from(products)
      .where(and(...listFilters(query), mode.where))
      .limit(candidates),
  );
  const { createdAt: _createdAt, rank: _rank, ...cards } = hits._.selectedFields;
  return handle
    .with(hits)
    .select({ ...cards, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(hits)
    .leftJoin(sales, eq(sales.productId, hits.id))
    .orderBy(
      ...sortOrder(query, hits, sql`coalesce(${sales.units}, 0)`, sql`${hits.rank}`),
      asc(hits.name),
      asc(hits.id),
    )
    .offset(query.offset)
    .limit(query.limit);
}
