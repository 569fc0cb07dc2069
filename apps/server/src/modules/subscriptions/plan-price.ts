import { type PricingRules, priceOrder, type SubscriptionSettings } from '@shop/contract';
import { subscriberOffCents } from '../pricing/checkout.service.ts';
import { boxRuleOf } from './plan-settings.ts';

/** One part of a box: its product's price now and the plan's quantity. */
export interface BoxPart {
  priceEachCents: number;
  quantity: number;
}

/**
 * A box's charge (one part or a household's several, decision 067): goods after the subscriber
 * discount, the box's shipping (free from the owner's threshold, flat below) and tax. The same
 * arithmetic as checkout.price with the subscriber percent and the box shipping rule.
 */
export function boxPrice(
  parts: readonly BoxPart[],
  settings: Pick<SubscriptionSettings, 'discountPercent' | 'freeShippingFrom' | 'boxShipping'>,
  state: string,
  rules: PricingRules,
) {
  const lines = parts.map((part) => ({
    unitPriceCents: part.priceEachCents,
    quantity: part.quantity,
  }));
  const goods = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const off = subscriberOffCents(goods, 0, settings.discountPercent);
  return priceOrder(lines, state, boxRules(rules, settings), off);
}

/** The shop's pricing rules with the box's shipping rule in place of the shop's. */
export function boxRules(
  rules: PricingRules,
  settings: Pick<SubscriptionSettings, 'freeShippingFrom' | 'boxShipping'>,
): PricingRules {
  const box = boxRuleOf(settings as SubscriptionSettings);
  return {
    ...rules,
    freeShippingThresholdCents: box.freeShippingFromCents,
    flatShippingCents: box.boxShippingCents,
  };
}

/** The next charge of a plan shipped on its own: goods after the discount, shipping and tax. */
export function planPrice(
  priceEachCents: number,
  quantity: number,
  settings: Pick<SubscriptionSettings, 'discountPercent' | 'freeShippingFrom' | 'boxShipping'>,
  state: string,
  rules: PricingRules,
) {
  return boxPrice([{ priceEachCents, quantity }], settings, state, rules);
}
