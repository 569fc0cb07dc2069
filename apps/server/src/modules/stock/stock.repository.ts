import { type AdminProductQuery, centsToDollars } from '@shop/contract';
import { and, asc, count, eq, ilike, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { products } from '../../db/schema/index.ts';
import { isUuid } from '../pricing/checkout.repository.ts';

type Filter = Omit<AdminProductQuery, 'lowStock' | 'page' | 'pageSize'> & {
  lowStock?: boolean;
  page: number;
  pageSize: number;
};

const live = isNull(products.deletedAt);
export const isLowStock = lte(products.stock, products.lowStockThreshold);

const columns = {
  id: products.id,
  name: products.name,
  sku: products.sku,
  category: products.category,
  type: products.type,
  priceCents: products.priceCents,
  stock: products.stock,
  lowStockThreshold: products.lowStockThreshold,
  isFeatured: products.isFeatured,
  important: products.important,
};
type Row = Omit<typeof products.$inferSelect, 'important'> & { important: number | null };

export function toStockRow(row: Pick<Row, keyof typeof columns>) {
  const { id, priceCents, important, ...rest } = row;
  return {
    _id: id,
    ...rest,
    price: centsToDollars(priceCents),
    important: important as 1 | 2 | 3 | null,
    lowStock: row.stock <= row.lowStockThreshold,
  };
}

/** The back office's view of the catalogue's stock; each query takes the database or a transaction. */
export const stockRepository = {
  async page(handle: Database, filter: Filter) {
    const conditions: SQL[] = [live];
    if (filter.q) {
      const like = `%${filter.q}%`;
      conditions.push(or(ilike(products.name, like), ilike(products.sku, like)) as SQL);
    }
    if (filter.category) conditions.push(eq(products.category, filter.category));
    if (filter.lowStock) conditions.push(isLowStock);
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      handle
        .select(columns)
        .from(products)
        .where(where)
        .orderBy(asc(products.name), asc(products.id))
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize),
      handle.select({ value: count() }).from(products).where(where),
    ]);
    return { rows: rows.map(toStockRow), total: total?.value ?? 0 };
  },

  /**
   * Sets stock (and threshold) only while it still is `expectedStock`, when given: `updated` is
   * the new row, or `current` is what the product holds now (undefined: no such product).
   */
  async setStock(
    handle: Database,
    id: string,
    values: { stock: number; lowStockThreshold?: number; expectedStock?: number },
  ) {
    if (!isUuid(id)) return { updated: undefined, current: undefined };
    const { expectedStock, ...changes } = values;
    const unchanged = expectedStock === undefined ? undefined : eq(products.stock, expectedStock);
    const [row] = await handle
      .update(products)
      .set(changes)
      .where(and(eq(products.id, id), live, unchanged))
      .returning(columns);
    if (row) return { updated: toStockRow(row), current: undefined };
    const [current] = await handle
      .select(columns)
      .from(products)
      .where(and(eq(products.id, id), live));
    return { updated: undefined, current: current ? toStockRow(current) : undefined };
  },

  /** A product's stock and threshold now, for the audit log's before (undefined: none). */
  async levels(handle: Database, id: string) {
    if (!isUuid(id)) return undefined;
    const [row] = await handle
      .select({ stock: products.stock, lowStockThreshold: products.lowStockThreshold })
      .from(products)
      .where(eq(products.id, id));
    return row;
  },

  /** Live products at or below their threshold, emptiest first. */
  lowStock(handle: Database) {
    return handle
      .select(columns)
      .from(products)
      .where(and(live, isLowStock))
      .orderBy(asc(products.stock), asc(products.name));
  },
};
