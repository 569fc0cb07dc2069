import { type PricingRules, priceOrder } from '@shop/contract';
import { subscriberOffCents } from '../pricing/checkout.service.ts';

/** The next charge of a plan: goods after the subscriber discount, shipping and tax. */
export function planPrice(
  priceEachCents: number,
  quantity: number,
  discountPercent: number,
  state: string,
  rules: PricingRules,
) {
  const goods = priceEachCents * quantity;
  const off = subscriberOffCents(goods, 0, discountPercent);
  return priceOrder([{ unitPriceCents: priceEachCents, quantity }], state, rules, off);
}
