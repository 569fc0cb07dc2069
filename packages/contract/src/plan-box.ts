/**
 * One box per household (issue 39, decision 067): the auto-replace plans of one customer to one
 * address whose parts come due within `boxWindowDays` of the charge day ship together, in one
 * box, on one charge. The box ships free once its goods (after the subscriber discount) reach
 * `freeShippingFrom`, and at the flat `boxShipping` below it.
 */
export const DEFAULT_BOX_WINDOW_DAYS = 21;
export const DEFAULT_BOX_FREE_SHIPPING_FROM_CENTS = 3_500;
export const DEFAULT_BOX_SHIPPING_CENTS = 495;
export const MAX_BOX_WINDOW_DAYS = 60;

export interface BoxShippingRule {
  freeShippingFromCents: number;
  boxShippingCents: number;
}

/** A box's shipping: free from the threshold (goods after the subscriber discount), flat below. */
export function boxShippingCents(goodsAfterDiscountCents: number, rule: BoxShippingRule): number {
  return goodsAfterDiscountCents >= rule.freeShippingFromCents ? 0 : rule.boxShippingCents;
}

/**
 * Whether a part due on `dueOn` rides in the box charged and shipped on `chargeOn`: at most the
 * window early. A part already due (an overdue one) ships today with it rather than on its own.
 * No part rides late: the box ships on its charge day, which is never after a rider's due date
 * unless the rider was already overdue.
 */
export function ridesInBox(dueOn: string, chargeOn: string, windowDays: number): boolean {
  const early =
    (Date.parse(`${dueOn}T00:00:00Z`) - Date.parse(`${chargeOn}T00:00:00Z`)) / 86_400_000;
  return early <= windowDays;
}

/** The last due date a part may have to ride in the box charged on `chargeOn`. */
export function boxWindowEnd(chargeOn: string, windowDays: number): string {
  const end = new Date(`${chargeOn}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + windowDays);
  return end.toISOString().slice(0, 10);
}
