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
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orderItems, products } from '../../db/schema/index.ts';
import { statementsByShape } from '../../db/statements-by-shape.ts';
import {
  CORRECTED_CANDIDATES,
  correctedSearch,
  fullTextSearch,
  SEARCH_CANDIDATES,
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
  ratingCount: products.ratingCount,
  ratingSum: products.ratingSum,
};

/**
 * Alphabetical as a person sorts a list: letter case ignored (byte order would put "SoftFlow"
 * before "Softener"), then the exact name and the id so the order never varies.
 */
export function byName(name: AnyColumn, id: AnyColumn): SQL[] {
  return [sql`lower(${name})`, asc(name), asc(id)];
}

/** The values a listing's SQL takes from its query, by name. */
interface ListingValues {
  category: ProductListQuery['category'];
  type: ProductListQuery['type'];
  filterType: ProductListQuery['filterType'];
  minPriceCents: number | undefined;
  maxPriceCents: number | undefined;
  offset: number;
  limit: number;
}

function listingValues(query: ProductListQuery): ListingValues {
  const cents = (dollars: number | undefined) =>
    dollars === undefined ? undefined : dollarsToCents(dollars);
  return {
    category: query.category,
    type: query.type,
    filterType: query.filterType,
    minPriceCents: cents(query.minPrice),
    maxPriceCents: cents(query.maxPrice),
    offset: query.offset,
    limit: query.limit,
  };
}

/** How a listing's values reach its SQL: as parameters, or as a prepared statement's placeholders. */
type Bind = <K extends keyof ListingValues>(
  values: ListingValues,
  name: K,
) => NonNullable<ListingValues[K]> | Placeholder;
const asParameters: Bind = (values, name) => values[name]!;
const asPlaceholders: Bind = (_values, name) => sql.placeholder(name);

/** The WHERE of a listing: live products narrowed by every filter of the query. */
export function listFilters(query: ProductListQuery, bind: Bind = asParameters): SQL[] {
  const values = listingValues(query);
  const filters: SQL[] = [isNull(products.deletedAt)];
  if (query.category) filters.push(eq(products.category, bind(values, 'category')));
  if (query.type) filters.push(eq(products.type, bind(values, 'type')));
  if (query.filterType) filters.push(eq(products.filterType, bind(values, 'filterType')));
  if (query.important === true) filters.push(isNotNull(products.important));
  if (query.important === false) filters.push(isNull(products.important));
  if (query.inStock) filters.push(gt(products.stock, 0));
  if (query.minPrice !== undefined) {
    filters.push(gte(products.priceCents, bind(values, 'minPriceCents')));
  }
  if (query.maxPrice !== undefined) {
    filters.push(lte(products.priceCents, bind(values, 'maxPriceCents')));
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
type SortColumns = Record<
  'isFeatured' | 'important' | 'priceCents' | 'createdAt' | 'type' | 'ratingCount' | 'ratingSum',
  AnyColumn
>;

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
    case 'rating':
      return [
        sql`${columns.ratingSum}::float8 / nullif(${columns.ratingCount}, 0) desc nulls last`,
        desc(columns.ratingCount),
      ];
    case 'name':
      return [];
    default:
      // Equally relevant: the system a general word names before its parts ('softner' is the
      // softener, not its resin), whatever their names' alphabetical order.
      if (rank) return [sql`${rank} desc`, sql`(${columns.type} = 'filter') desc`];
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
      ...byName(products.name, products.id),
    )
    .offset(query.offset)
    .limit(query.limit);
}

const SEARCH_KINDS = {
  exact: { mode: fullTextSearch(sql.placeholder('terms')), candidates: SEARCH_CANDIDATES },
  corrected: { mode: correctedSearch(sql.placeholder('terms')), candidates: CORRECTED_CANDIDATES },
};

/** Full-text search, or its corrected query after a search that found nothing. */
export type SearchKind = keyof typeof SEARCH_KINDS;

/**
 * One page of a search's matches, as listPage. Only the search's first `candidates` index
 * matches are ranked, listed and counted (see product-search.ts); they carry every column the
 * page shows or is sorted by, so the page is cut from them without reading the table again.
 */
function searchPageStatement(handle: Database, query: ProductListQuery, kind: SearchKind) {
  const { mode, candidates } = SEARCH_KINDS[kind];
  const sales = salesSubquery(handle);
  const hits = handle.$with('hits').as(
    handle
      .select({
        ...cardColumns,
        createdAt: products.createdAt,
        rank: sql<number>`${mode.rank}`.as('rank'),
      })
      .from(products)
      .where(and(...listFilters(query, asPlaceholders), mode.where))
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
      ...byName(hits.name, hits.id),
    )
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'));
}

type PreparedSearchPage = ReturnType<ReturnType<typeof searchPageStatement>['prepare']>;

const searchStatements = statementsByShape<PreparedSearchPage>('product_search');

/** What a search's SQL depends on: its kind, order and which filters it has, not their values. */
function shapeOf(query: ProductListQuery, kind: SearchKind): string {
  const given = [query.category, query.type, query.filterType, query.minPrice, query.maxPrice];
  const filters = given.map((value) => (value === undefined ? '-' : '+')).join('');
  return `${kind} ${query.sort ?? ''} ${filters} ${query.important ?? ''} ${query.inStock ?? ''}`;
}

/**
 * One page of a search's matches for `terms` (the search text, or a corrected tsquery), by a
 * statement built once for queries of its shape.
 */
export function searchPage(
  handle: Database,
  query: ProductListQuery,
  kind: SearchKind,
  terms: string,
) {
  const statement = searchStatements(handle, shapeOf(query, kind), () =>
    searchPageStatement(handle, query, kind),
  );
  return statement.execute({ ...listingValues(query), terms });
}
