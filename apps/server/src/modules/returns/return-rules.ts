import {
  type CreateReturnBody,
  type ProductType,
  REASONS_ALWAYS_ACCEPTED,
  type ReturnReason,
  salesTaxRateFor,
  taxCents,
} from '@shop/contract';
import type { orderItems, orders } from '../../db/schema/index.ts';
import { ConflictError, ValidationError } from '../../errors/index.ts';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
const DAY_MS = 86_400_000;

/** The last moment a return of `order` may start, or why none may. */
export function returnWindow(order: OrderRow, windowDays: number, now = new Date()) {
  if (order.status !== 'Delivered') {
    return { returnBy: null, closed: 'Only a delivered order can be returned.' };
  }
  const delivered = order.deliveredAt ?? order.updatedAt;
  const returnBy = new Date(delivered.getTime() + windowDays * DAY_MS);
  if (now > returnBy) {
    return {
      returnBy,
      closed: `The ${windowDays}-day return window for this order closed on ${returnBy.toISOString().slice(0, 10)}.`,
    };
  }
  return { returnBy, closed: null };
}

export const notReturnable = (
  item: Pick<ItemRow, 'type'>,
  nonReturnableTypes: readonly ProductType[],
  reason?: ReturnReason,
) =>
  nonReturnableTypes.includes(item.type) && !(reason && REASONS_ALWAYS_ACCEPTED.includes(reason));

/**
 * The order lines a return takes, units spread over lines of the same product; refuses a product
 * not in the order, more than is left to return, and a type not taken back once opened.
 */
export function allocateLines(
  body: CreateReturnBody,
  items: ItemRow[],
  returned: Map<string, number>,
  nonReturnableTypes: readonly ProductType[],
) {
  const wanted = new Map<string, number>();
  for (const line of body.lines) {
    wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  }
  const lines: { orderItemId: string; quantity: number; priceCents: number }[] = [];
  for (const [productId, quantity] of wanted) {
    const matching = items.filter((item) => item.productId === productId);
    const first = matching[0];
    if (!first) throw new ValidationError('A product to return is not part of this order.');
    if (notReturnable(first, nonReturnableTypes, body.reason)) {
      throw new ConflictError(
        `${first.name} cannot be returned once opened, for hygiene. If it arrived damaged or is the wrong item, choose that reason.`,
      );
    }
    let left = quantity;
    for (const item of matching) {
      const open = item.quantity - (returned.get(item.id) ?? 0);
      const take = Math.min(open, left);
      if (take > 0)
        lines.push({ orderItemId: item.id, quantity: take, priceCents: item.priceCents });
      left -= take;
    }
    if (left > 0) {
      const most = quantity - left;
      throw new ConflictError(
        most === 0
          ? `Every ${first.name} of this order is already in a return.`
          : `You can return at most ${most} of ${first.name}: the rest was not bought or is already in a return.`,
      );
    }
  }
  return lines;
}

/**
 * What the returned lines cost the customer: their prices with the order's discount and tax
 * spread over them in proportion; shipping is not refunded.
 */
export function refundFor(order: OrderRow, lines: { priceCents: number; quantity: number }[]) {
  const linesCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  if (order.subtotalCents <= 0) return 0;
  const paidForItems = order.totalCents - order.shippingCents;
  return Math.min(paidForItems, Math.round((linesCents * paidForItems) / order.subtotalCents));
}

/**
 * What a dearer exchange part costs on top (decision 082): the part at today's price with the
 * sales tax of the order's state, less what the returned lines cost the customer (refundFor).
 * 0 when the part costs no more than the lines' prices, which is the exchange at no charge.
 */
export function differenceFor(
  order: OrderRow,
  lines: { priceCents: number; quantity: number }[],
  partCents: number,
  taxRates: Readonly<Record<string, number>>,
) {
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const linesCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const newCents = partCents * units;
  if (newCents <= linesCents) return 0;
  const taxed = newCents + taxCents(newCents, salesTaxRateFor(order.shippingState, taxRates));
  return Math.max(0, taxed - refundFor(order, lines));
}
