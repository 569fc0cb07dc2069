import { describe, expect, it } from 'vitest';
import { countCartItems } from './cart.ts';

const line = (quantity: number) => ({
  product: {
    _id: `p${quantity}`,
    name: 'Part',
    imageUrl: '',
    price: 1,
    stock: 10,
    type: 'part' as const,
    available: true,
  },
  quantity,
});

describe('countCartItems', () => {
  it('is the sum of the quantities, not the number of lines', () => {
    expect(countCartItems({ items: [line(2), line(3)], itemCount: 5, subtotal: 5 })).toBe(5);
  });

  it('is 0 before the cart has loaded', () => {
    expect(countCartItems(undefined)).toBe(0);
  });
});
