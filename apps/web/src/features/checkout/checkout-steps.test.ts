import type { Cart, Order, PaymentIntent, Quote } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { CART_EMPTY, checkoutSourceFrom, checkoutStep, orderItemsOf } from './checkout-steps.ts';

const quote = (overrides: Partial<Quote> = {}): Quote => ({
  items: [
    {
      productId: 'p1',
      name: 'Sediment Cartridge',
      imageUrl: '/a.png',
      type: 'part',
      price: 12.99,
      quantity: 2,
      lineTotal: 25.98,
    },
  ],
  subtotal: 25.98,
  shipping: 9.95,
  tax: 2.14,
  total: 38.07,
  hasShippingAddress: true,
  ...overrides,
});

const intent: PaymentIntent = {
  paymentIntentId: 'pi_1',
  clientSecret: 'pi_1_secret',
  amount: 38.07,
  subtotal: 25.98,
  shipping: 9.95,
  tax: 2.14,
  provider: 'test',
};

const emptyCart: Cart = { items: [], itemCount: 0, subtotal: 0 };
const base = {
  source: { kind: 'cart' } as const,
  cart: undefined,
  quote: undefined,
  intent: undefined,
  failure: null,
  order: null,
};

describe('checkoutSourceFrom (step 1)', () => {
  it('uses Buy it Now items from navigation state', () => {
    const state = {
      isBuyNow: true,
      items: [{ product: { _id: 'p1', name: 'A', imageUrl: '', price: 1 }, quantity: 3 }],
    };
    expect(checkoutSourceFrom(state)).toEqual({
      kind: 'buy-now',
      items: [{ productId: 'p1', quantity: 3 }],
    });
  });

  it('falls back to the cart without navigation state', () => {
    expect(checkoutSourceFrom(null)).toEqual({ kind: 'cart' });
    expect(checkoutSourceFrom({ items: [] })).toEqual({ kind: 'cart' });
  });

  it('drops Buy it Now lines without a product or with a quantity under 1', () => {
    const state = {
      isBuyNow: true,
      items: [{ quantity: 1 }, { product: { _id: 'p' }, quantity: 0 }],
    };
    expect(checkoutSourceFrom(state)).toEqual({ kind: 'buy-now', items: [] });
  });
});

describe('checkoutStep', () => {
  it('says the cart is empty when there is nothing to buy (step 2)', () => {
    expect(checkoutStep({ ...base, cart: emptyCart })).toEqual({
      kind: 'error',
      message: CART_EMPTY,
    });
    expect(checkoutStep({ ...base, source: { kind: 'buy-now', items: [] } })).toEqual({
      kind: 'error',
      message: CART_EMPTY,
    });
  });

  it('waits for the quote and then for the payment intent (step 3)', () => {
    expect(checkoutStep(base)).toEqual({ kind: 'loading' });
    expect(checkoutStep({ ...base, quote: quote() })).toEqual({ kind: 'loading' });
    expect(checkoutStep({ ...base, quote: quote(), intent })).toEqual({
      kind: 'pay',
      quote: quote(),
      intent,
    });
  });

  it('stops at the missing address before any payment', () => {
    const noAddress = quote({ hasShippingAddress: false });
    expect(checkoutStep({ ...base, quote: noAddress }).kind).toBe('address-missing');
  });

  it('shows a failure in words', () => {
    expect(checkoutStep({ ...base, failure: 'Sorry, it sold out.' })).toEqual({
      kind: 'error',
      message: 'Sorry, it sold out.',
    });
  });

  it('after the order, offers the thank-you modal only for an order with a filter (step 6)', () => {
    const line = {
      _id: 'oi1',
      product: 'p1',
      name: 'RO System',
      imageUrl: '',
      quantity: 1,
      price: 299,
      isInstalled: false,
    };
    const order = { _id: 'o1', orderItems: [{ ...line, type: 'filter' }] } as unknown as Order;
    const partsOnly = { _id: 'o2', orderItems: [{ ...line, type: 'part' }] } as unknown as Order;
    // The cart is emptied by the order; the placed step must win over 'Your cart is empty.'
    expect(checkoutStep({ ...base, cart: emptyCart, order })).toMatchObject({
      kind: 'placed',
      filterItem: { _id: 'oi1' },
    });
    expect(checkoutStep({ ...base, order: partsOnly })).toMatchObject({ filterItem: null });
  });

  it('orders exactly the lines the server priced', () => {
    expect(orderItemsOf(quote())).toEqual([{ productId: 'p1', quantity: 2 }]);
  });
});
