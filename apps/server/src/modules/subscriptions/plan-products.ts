import { centsToDollars, type PlanProductOption } from '@shop/contract';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { productParts, products, trackedProducts } from '../../db/schema/index.ts';
import type { PlanContext } from './plan-store.ts';

/**
 * The products a plan may swap to: the live parts the shop lists for the tracked system
 * (product_parts of the system the customer tracks), and the plan's own product.
 */
export async function fittingProducts(
  db: Database,
  context: PlanContext,
): Promise<PlanProductOption[]> {
  const [tracker] = await db
    .select({ systemId: trackedProducts.originalProductId })
    .from(trackedProducts)
    .where(eq(trackedProducts.id, context.tracker.id));
  const systemId = tracker?.systemId ?? null;
  const rows = systemId
    ? await db
        .selectDistinct({ id: products.id, name: products.name, priceCents: products.priceCents })
        .from(products)
        .leftJoin(
          productParts,
          and(eq(productParts.partId, products.id), eq(productParts.filterId, systemId)),
        )
        .where(
          and(
            isNull(products.deletedAt),
            or(eq(products.id, context.plan.productId), eq(productParts.filterId, systemId)),
          ),
        )
        .orderBy(asc(products.name))
    : [];
  const options = rows.map((row) => ({
    _id: row.id,
    name: row.name,
    price: centsToDollars(row.priceCents),
    current: row.id === context.plan.productId,
  }));
  if (!options.some((option) => option.current)) {
    const { product } = context;
    options.unshift({
      _id: product.id,
      name: product.name,
      price: centsToDollars(product.priceCents),
      current: true,
    });
  }
  return options;
}
