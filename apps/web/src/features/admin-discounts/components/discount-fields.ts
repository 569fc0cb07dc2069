import type { Discount, DiscountInput } from '@shop/contract';

/** The form's text fields; dates are calendar days (UTC), limits blank for none. */
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

export function toInput(fields: DiscountFields): DiscountInput {
  return {
    code: fields.code,
    kind: fields.kind,
    value: Number(fields.value),
    minSubtotal: Number(fields.minSubtotal || 0),
    startsAt: fields.startsOn ? `${fields.startsOn}T00:00:00.000Z` : null,
    endsAt: fields.endsOn ? `${fields.endsOn}T23:59:59.000Z` : null,
    usageLimit: limit(fields.usageLimit),
    perCustomerLimit: limit(fields.perCustomerLimit),
    active: fields.active,
  };
}

export function toFields(discount: Discount): DiscountFields {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    code: discount.code,
    kind: discount.kind,
    value: String(discount.value),
    minSubtotal: String(discount.minSubtotal),
    startsOn: discount.startsAt?.slice(0, 10) ?? '',
    endsOn: discount.endsAt?.slice(0, 10) ?? '',
    usageLimit: text(discount.usageLimit),
    perCustomerLimit: text(discount.perCustomerLimit),
    active: discount.active,
  };
}
