import {
  type Address,
  type CheckoutItem,
  centsToDollars,
  isUsState,
  type PriceBreakdown,
  type PricingRules,
  priceOrder,
  type Quote,
} from '@shop/contract';
import type { Database } from '../../db/database.ts';
import { NotFoundError, ValidationError } from '../../errors/index.ts';
import {
  type DiscountEvaluation,
  evaluateAppliedDiscount,
  honourDiscount,
  type PricedDiscount,
  toAppliedDiscount,
} from '../discounts/customer-discount.ts';
import { stateOfZip } from '../water-quality/water-quality.service.ts';
import { type Customer, checkoutRepository } from './checkout.repository.ts';
import { assertPurchasable, type CheckoutLine, matchProducts } from './checkout-lines.ts';

export const SHIPPING_ADDRESS_MISSING =
  'Shipping address is missing. Please update it in your profile.';
export const CART_EMPTY = 'Your cart is empty.';

export interface PricedCheckout {
  lines: CheckoutLine[];
  price: PriceBreakdown;
  discount: PricedDiscount | null;
  address: Address;
  customer: Customer;
}

/** The taxed state: the saved one, or for an address saved before the state list, the ZIP's. */
function shippingState(customer: Customer & { zip: string }): string {
  const saved = customer.state?.trim().toUpperCase() ?? '';
  if (isUsState(saved)) return saved;
  return stateOfZip(customer.zip.trim().slice(0, 5)) ?? customer.state ?? '';
}

/** The customer's saved address as orders ship to it; null before they save one. */
export function savedAddress(customer: Customer): Address | null {
  if (!customer.zip?.trim()) return null;
  return {
    street: customer.street ?? '',
    city: customer.city ?? '',
    state: shippingState({ ...customer, zip: customer.zip }),
    zip: customer.zip,
  };
}

/**
 * An auto-replace plan's subscriber discount comes after every other price rule (a code), and
 * tax is on what is left (issue 29): percent of the goods after the code, rounded to the cent.
 */
export function subscriberOffCents(goodsCents: number, codeOffCents: number, percent: number) {
  const left = Math.max(0, goodsCents - codeOffCents);
  return Math.round((left * Math.max(0, Math.min(100, percent))) / 100);
}

function priceLines(
  lines: readonly CheckoutLine[],
  state: string | null | undefined,
  rules: PricingRules,
  discount: PricedDiscount | null,
  subscriberPercent = 0,
) {
  const priced = lines.map((line) => ({
    unitPriceCents: line.product.priceCents,
    quantity: line.quantity,
  }));
  const codeOff = discount?.offCents ?? 0;
  const subscriberOff = subscriberPercent
    ? subscriberOffCents(goodsCents(lines), codeOff, subscriberPercent)
    : 0;
  return priceOrder(priced, state, rules, codeOff + subscriberOff);
}

const goodsCents = (lines: readonly CheckoutLine[]) =>
  lines.reduce((sum, line) => sum + line.product.priceCents * line.quantity, 0);

/**
 * Prices come from the database and the shop's configured rules (config.pricing); nothing the
 * client says about money is used.
 */
export function checkoutService(db: Database, rules: PricingRules) {
  async function customer(userId: string): Promise<Customer> {
    const found = await checkoutRepository.customerOf(db, userId);
    if (!found) throw new NotFoundError('Account not found.');
    return found;
  }

  return {
    /** The requested items (Buy it Now) or the cart, each with its product. */
    async linesFor(userId: string, items?: readonly CheckoutItem[]): Promise<CheckoutLine[]> {
      const requested = items ?? (await checkoutRepository.cartItemsOf(db, userId));
      if (requested.length === 0) throw new ValidationError(CART_EMPTY);
      const ids = requested.map((item) => item.productId);
      return matchProducts(requested, await checkoutRepository.productsByIds(db, ids));
    },

    /** For the checkout page: works before the address is filled in (no tax then). */
    async quote(userId: string, items?: readonly CheckoutItem[]): Promise<Quote> {
      const [lines, who] = await Promise.all([this.linesFor(userId, items), customer(userId)]);
      const address = savedAddress(who);
      const discount = await evaluateAppliedDiscount(db, userId, goodsCents(lines), address);
      const price = priceLines(lines, address?.state, rules, discount.priced);
      return toQuote(lines, price, address !== null, discount);
    },

    /**
     * What a payment or an order is for: purchasable lines, the address they ship to (the saved
     * one unless `shipTo` is given) and the price with that address's tax. The discount is the
     * customer's applied code when it applies now, or `discountId` (what a paid intent was priced
     * with; null = none).
     */
    async price(
      userId: string,
      items: readonly CheckoutItem[] | undefined,
      options: {
        shipTo?: Address;
        checkStock: boolean;
        discountId?: string | null;
        /** An auto-replace cycle's subscriber discount (percent), after the code. */
        subscriberPercent?: number | null;
        /**
         * An auto-replace box's shipping (decision 067): free from `freeShippingFromCents` of
         * goods after the discounts, `boxShippingCents` below; absent, the shop's rule.
         */
        shippingRule?: { freeShippingFromCents: number; boxShippingCents: number } | null;
      },
    ): Promise<PricedCheckout> {
      const [lines, who] = await Promise.all([this.linesFor(userId, items), customer(userId)]);
      const address = options.shipTo ?? savedAddress(who);
      if (!address?.zip.trim()) throw new ValidationError(SHIPPING_ADDRESS_MISSING);
      if (options.checkStock) assertPurchasable(lines);
      const goods = goodsCents(lines);
      const discount =
        options.discountId === undefined
          ? (await evaluateAppliedDiscount(db, userId, goods, address)).priced
          : options.discountId && (await honourDiscount(db, options.discountId, goods));
      const subscriber = options.subscriberPercent ?? 0;
      const shipping = options.shippingRule;
      const priceRules = shipping
        ? {
            ...rules,
            freeShippingThresholdCents: shipping.freeShippingFromCents,
            flatShippingCents: shipping.boxShippingCents,
          }
        : rules;
      const price = priceLines(lines, address.state, priceRules, discount || null, subscriber);
      return { lines, price, discount: discount || null, address, customer: who };
    },
  };
}

export type CheckoutService = ReturnType<typeof checkoutService>;

export function toQuote(
  lines: readonly CheckoutLine[],
  price: PriceBreakdown,
  hasShippingAddress: boolean,
  discount?: DiscountEvaluation,
): Quote {
  return {
    items: lines.map(({ product, quantity }) => ({
      productId: product.id,
      name: product.name,
      imageUrl: product.imageUrl,
      type: product.type,
      price: centsToDollars(product.priceCents),
      quantity,
      lineTotal: centsToDollars(product.priceCents * quantity),
    })),
    subtotal: centsToDollars(price.subtotalCents),
    discount: toAppliedDiscount(discount?.priced ?? null),
    discountNotice: discount?.notice ?? null,
    shipping: centsToDollars(price.shippingCents),
    tax: centsToDollars(price.taxCents),
    total: centsToDollars(price.totalCents),
    hasShippingAddress,
  };
}
