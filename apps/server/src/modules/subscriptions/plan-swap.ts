import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { products, trackedParts } from '../../db/schema/index.ts';
import { partLifespanIn } from '../trackers/part-lifespan.ts';
import type { PartRow, PlanContext } from './plan-store.ts';

type PartChanges = Pick<PartRow, 'partProductId' | 'partProductNameSnapshot'> &
  Partial<Pick<PartRow, 'initialLifespanMonths'>>;

/**
 * What the tracked part becomes when its plan swaps product: the plan replaces that part, so
 * the part is now the new product, with the lifespan the household gives it (kept when the
 * product has no replacement months). Without this the plan page named the old part and its life.
 */
export async function partAfterSwap(
  db: Database,
  context: PlanContext,
  productId: string,
): Promise<PartChanges> {
  const [product] = await db
    .select({
      name: products.name,
      quickReplaceMonths: products.quickReplaceMonths,
      slowReplaceMonths: products.slowReplaceMonths,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw new Error(`swapped to a product that is gone: ${productId}`);
  const lifespan = await partLifespanIn(db, context.part.trackedProductId, product);
  return {
    partProductId: productId,
    partProductNameSnapshot: product.name,
    ...(lifespan && { initialLifespanMonths: lifespan.months }),
  };
}

/** Writes the swap onto the tracked part, in the plan's transaction. */
export async function swapPart(tx: Database, part: PartRow, changes: PartChanges) {
  const [row] = await tx
    .update(trackedParts)
    .set(changes)
    .where(eq(trackedParts.id, part.id))
    .returning();
  return row ?? part;
}
