import { describe, expect, it } from 'vitest';
import { targetFromNavigationState } from './tracker-target.ts';

const product = { _id: 'p-1', name: 'PureFlow RO', imageUrl: '/ro.png', price: 199 };

describe('the product handed to /dashboard', () => {
  it("reads 'I have this product' ({ product })", () => {
    expect(targetFromNavigationState({ product })).toEqual({
      productId: 'p-1',
      name: 'PureFlow RO',
      imageUrl: '/ro.png',
    });
  });

  it('reads the thank-you modal with the product and the order line', () => {
    expect(targetFromNavigationState({ orderId: 'o-1', orderItemId: 'i-1', product })).toEqual({
      productId: 'p-1',
      name: 'PureFlow RO',
      imageUrl: '/ro.png',
      orderItemId: 'i-1',
    });
  });

  it('reads the thank-you modal with an order line whose product is an id', () => {
    const item = { _id: 'i-2', product: 'p-2', name: 'HomeGuard', imageUrl: '/hg.png' };
    expect(targetFromNavigationState({ orderId: 'o-1', item })).toEqual({
      productId: 'p-2',
      name: 'HomeGuard',
      imageUrl: '/hg.png',
      orderItemId: 'i-2',
    });
  });

  it("reads the checkout thank-you modal's { product: order line, orderId, orderItemId }", () => {
    const line = {
      _id: 'i-3',
      product: 'p-3',
      name: 'PureFlow RO',
      imageUrl: '/ro.png',
      quantity: 1,
      price: 199,
      type: 'filter',
      isInstalled: false,
    };
    expect(
      targetFromNavigationState({ product: line, orderId: 'o-3', orderItemId: 'i-3' }),
    ).toEqual({ productId: 'p-3', name: 'PureFlow RO', imageUrl: '/ro.png', orderItemId: 'i-3' });
  });

  it('ignores anything else', () => {
    expect(targetFromNavigationState(null)).toBeNull();
    expect(targetFromNavigationState({ from: '/home' })).toBeNull();
  });
});
