import { type WarrantyStatus, warrantyStatus } from '@shop/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orderItems, orders, products, trackedProducts } from '../../db/schema/index.ts';

/** What a tracked system's warranty is counted from: its product's years and its purchase. */
export interface WarrantyTerms {
  years: number | null;
  installedAt: Date;
  purchasedAt: Date | null;
}

/** Each tracked system's warranty terms, by tracked product id; one query whatever their number. */
export async function warrantyTermsOf(
  handle: Database,
  trackedProductIds: string[],
): Promise<Map<string, WarrantyTerms>> {
  if (trackedProductIds.length === 0) return new Map();
  const rows = await handle
    .select({
      id: trackedProducts.id,
      years: products.warrantyYears,
      installedAt: trackedProducts.installationDate,
      purchasedAt: orders.createdAt,
    })
    .from(trackedProducts)
    .leftJoin(products, eq(products.id, trackedProducts.originalProductId))
    .leftJoin(orderItems, eq(orderItems.id, trackedProducts.orderItemId))
    .leftJoin(orders, eq(orders.id, orderItems.orderId))
    .where(inArray(trackedProducts.id, trackedProductIds));
  return new Map(rows.map(({ id, ...terms }) => [id, terms]));
}

export function warrantyOf(terms: WarrantyTerms | undefined, now: Date): WarrantyStatus {
  return warrantyStatus({
    years: terms?.years ?? null,
    installedAt: terms?.installedAt ?? now,
    purchasedAt: terms?.purchasedAt ?? null,
    now,
  });
}
