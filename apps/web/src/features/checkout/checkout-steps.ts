import type { Cart, CheckoutItem, Order, OrderItem, PaymentIntent, Quote } from '@shop/contract';
import type { CheckoutNavigationState } from '../../lib/cart.ts';

export const CART_EMPTY = 'Your cart is empty.';
export const ADDRESS_MISSING = 'Shipping address is missing. Please update it in your profile.';
export const LOAD_FAILED = 'Failed to load checkout details.';
export const ORDER_REDIRECT_MS = 3000;

/** Where the items come from (SPEC.md section 4, checkout step 1). */
export type CheckoutSource = { kind: 'buy-now'; items: CheckoutItem[] } | { kind: 'cart' };

export function checkoutSourceFrom(state: unknown): CheckoutSource {
  const navigation = state as Partial<CheckoutNavigationState> | null | undefined;
  if (!navigation?.isBuyNow || !Array.isArray(navigation.items)) return { kind: 'cart' };
  const items = navigation.items
    .filter((item) => typeof item?.product?._id === 'string' && item.quantity >= 1)
    .map((item) => ({ productId: item.product._id, quantity: Math.floor(item.quantity) }));
  return { kind: 'buy-now', items };
}

/** What the items to pay for are: the quote's lines, as the server priced them. */
export const orderItemsOf = (quote: Quote): CheckoutItem[] =>
  quote.items.map((line) => ({ productId: line.productId, quantity: line.quantity }));

export type CheckoutStep =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'address-missing'; quote: Quote }
  | { kind: 'pay'; quote: Quote; intent: PaymentIntent }
  | { kind: 'placed'; order: Order; filterItem: OrderItem | null };

interface StepInputs {
  source: CheckoutSource;
  cart: Cart | undefined;
  quote: Quote | undefined;
  intent: PaymentIntent | undefined;
  /** The first failure among the cart, quote and intent calls, already put into words. */
  failure: string | null;
  order: Order | null;
}

/** Steps 2 to 6 of SPEC.md section 4's checkout flow, from what has loaded so far. */
export function checkoutStep({
  source,
  cart,
  quote,
  intent,
  failure,
  order,
}: StepInputs): CheckoutStep {
  if (order) {
    const filterItem = order.orderItems.find((item) => item.type === 'filter') ?? null;
    return { kind: 'placed', order, filterItem };
  }
  if (source.kind === 'buy-now' && source.items.length === 0) {
    return { kind: 'error', message: CART_EMPTY };
  }
  if (source.kind === 'cart' && cart && cart.items.length === 0) {
    return { kind: 'error', message: CART_EMPTY };
  }
  if (failure) return { kind: 'error', message: failure };
  if (!quote) return { kind: 'loading' };
  if (!quote.hasShippingAddress) return { kind: 'address-missing', quote };
  return intent ? { kind: 'pay', quote, intent } : { kind: 'loading' };
}
