import { addMonths, type ForecastRow } from '@shop/contract';
import { and, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { products, subscriptions, trackedParts } from '../../db/schema/index.ts';
import { isoDay, partDueDay } from '../trackers/part-due.ts';

const DAY_MS = 86_400_000;

/**
 * Replacements of one tracked part due from `today` to `to` (both 'YYYY-MM-DD'): one unit at its
 * due day (at once if overdue), then one every lifespan after it was replaced.
 */
export function replacementsDue(
  part: { installedAt: Date; initialLifespanMonths: number; snoozedUntil: Date | null },
  today: string,
  to: string,
): number {
  let due = partDueDay(part);
  let units = 0;
  while (due <= to && units < 1_000) {
    units += 1;
    const replacedOn = due < today ? today : due;
    due = isoDay(addMonths(new Date(`${replacedOn}T00:00:00Z`), part.initialLifespanMonths));
  }
  return units;
}

/** Every live part and filter SKU with the units tracked systems need within `days`. */
export async function forecast(db: Database, now: Date, days: number) {
  const from = isoDay(now);
  const to = isoDay(new Date(now.getTime() + days * DAY_MS));
  const parts = await db
    .select({
      id: trackedParts.id,
      productId: trackedParts.partProductId,
      installedAt: trackedParts.installedAt,
      initialLifespanMonths: trackedParts.initialLifespanMonths,
      snoozedUntil: trackedParts.snoozedUntil,
    })
    .from(trackedParts)
    .where(isNotNull(trackedParts.partProductId));
  // A part on an Auto-replace plan ships the plan's quantity each time (issue 29).
  const planned = await db
    .select({ partId: subscriptions.trackedPartId, quantity: subscriptions.quantity })
    .from(subscriptions)
    .where(inArray(subscriptions.status, ['active', 'payment_failed']));
  const quantityOf = new Map(planned.map((plan) => [plan.partId, plan.quantity]));
  const dueByProduct = new Map<string, number>();
  for (const part of parts) {
    const units = replacementsDue(part, from, to) * (quantityOf.get(part.id) ?? 1);
    if (units > 0 && part.productId) {
      dueByProduct.set(part.productId, (dueByProduct.get(part.productId) ?? 0) + units);
    }
  }
  const skus = await db
    .select({
      productId: products.id,
      sku: products.sku,
      name: products.name,
      type: products.type,
      stock: products.stock,
    })
    .from(products)
    .where(and(isNull(products.deletedAt), inArray(products.type, ['part', 'filter'])));
  const items: ForecastRow[] = skus.map((row) => {
    const due = dueByProduct.get(row.productId) ?? 0;
    const type = row.type === 'filter' ? ('filter' as const) : ('part' as const);
    return { ...row, type, due, shortfall: Math.max(0, due - row.stock) };
  });
  items.sort((a, b) => b.shortfall - a.shortfall || b.due - a.due || a.name.localeCompare(b.name));
  return { days, from, to, items };
}
