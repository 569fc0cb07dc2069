import { type Discount, type DiscountInput, shopDayOf, shopDayRange } from '@shop/contract';

/**
 * The form's text fields; dates are the shop's calendar days (SHOP_TIMEZONE, as every other day
 * of the back office), limits blank for none.
 */
export interface DiscountFields {
  code: string;
  kind: 'percentage' | 'fixed';
  value: string;
  minSubtotal: string;
  startsOn: string;
  endsOn: string;
  usageLimit: string;
  perCustomerLimit: string;
  active: boolean;
}

export const EMPTY_FIELDS: DiscountFields = {
  code: '',
  kind: 'percentage',
  value: '',
  minSubtotal: '0',
  startsOn: '',
  endsOn: '',
  usageLimit: '',
  perCustomerLimit: '',
  active: true,
};

const limit = (text: string) => (text.trim() ? Number(text) : null);

const lastMomentOf = (day: string, timeZone: string) =>
  new Date(shopDayRange(day, timeZone).end.getTime() - 1).toISOString();

/** The shop day an instant falls on: the day the admin picked for it. */
export const shopDayOfIso = (iso: string | null, timeZone: string) =>
  iso ? shopDayOf(new Date(iso), timeZone) : '';

/** A code runs from the start of its first shop day to the last moment of its last. */
export function toInput(fields: DiscountFields, timeZone: string): DiscountInput {
  return {
    code: fields.code,
    kind: fields.kind,
    value: Number(fields.value),
    minSubtotal: Number(fields.minSubtotal || 0),
    startsAt: fields.startsOn ? shopDayRange(fields.startsOn, timeZone).start.toISOString() : null,
    endsAt: fields.endsOn ? lastMomentOf(fields.endsOn, timeZone) : null,
    usageLimit: limit(fields.usageLimit),
    perCustomerLimit: limit(fields.perCustomerLimit),
    active: fields.active,
  };
}

export function toFields(discount: Discount, timeZone: string): DiscountFields {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    code: discount.code,
    kind: discount.kind,
    value: String(discount.value),
    minSubtotal: String(discount.minSubtotal),
    startsOn: shopDayOfIso(discount.startsAt, timeZone),
    endsOn: shopDayOfIso(discount.endsAt, timeZone),
    usageLimit: text(discount.usageLimit),
    perCustomerLimit: text(discount.perCustomerLimit),
    active: discount.active,
  };
}
