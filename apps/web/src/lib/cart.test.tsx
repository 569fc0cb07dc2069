import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../app/providers.tsx';
import { holdFetch } from '../test/held-fetch.ts';
import { cartQueryKey, cartQueryOptions, countCartItems, useReplaceCart } from './cart.ts';

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

describe('a cart change while a cart read is under way', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the changed cart: the older read does not land after it', async () => {
    const empty = { items: [], itemCount: 0, subtotal: 0 };
    const added = { items: [line(2)], itemCount: 2, subtotal: 2 };
    const server = holdFetch('GET /api/v1/cart', () => ({ body: { success: true, data: empty } }));
    const queryClient = createQueryClient();
    const reading = queryClient.prefetchQuery(cartQueryOptions('a-token'));
    await vi.waitFor(() => expect(server.sent()).toBe(1));

    const { result } = renderHook(() => useReplaceCart(), {
      wrapper: ({ children }) => (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      ),
    });
    await result.current(added);
    server.release();
    await reading;

    expect(countCartItems(queryClient.getQueryData(cartQueryKey('a-token')))).toBe(2);
  });
});
