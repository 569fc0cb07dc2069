import type { Order, PaymentIntent, Quote } from '@shop/contract';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { anOrder } from '../../../test/order-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { aUser } from '../../../test/user-fixtures.ts';
import { CheckoutPage } from './checkout-page.tsx';

/** Checkout page tests' data and API stub: the server's answers, keyed by API path. */

const routes = [
  { path: '/', element: <p>Home</p> },
  { path: '/checkout', element: <CheckoutPage /> },
  { path: '/orderHistory', element: <p>Order history page</p> },
  { path: '/dashboard', element: <p>Dashboard page</p> },
];

export const quote = (hasShippingAddress = true): Quote => ({
  items: [
    {
      productId: 'ro-1',
      name: 'PureFlow RO System',
      imageUrl: '/ro.png',
      type: 'filter',
      price: 299,
      quantity: 1,
      lineTotal: 299,
    },
  ],
  subtotal: 299,
  shipping: 0,
  tax: 24.67,
  total: 323.67,
  hasShippingAddress,
});

export const order = (type: 'filter' | 'part'): Order =>
  anOrder('Pending', {
    _id: 'order-1',
    user: { _id: 'u1', name: 'Dana', email: 'dana@example.com' },
    subtotal: 299,
    shipping: 0,
    tax: 24.67,
    totalPrice: 323.67,
    orderItems: [
      {
        _id: 'line-1',
        product: 'ro-1',
        name: 'PureFlow RO System',
        imageUrl: '/ro.png',
        quantity: 1,
        price: 299,
        type,
        isInstalled: false,
      },
    ],
  });

export const intent: PaymentIntent = {
  paymentIntentId: 'pi_1',
  clientSecret: 'pi_1_secret',
  amount: 323.67,
  subtotal: 299,
  shipping: 0,
  tax: 24.67,
  provider: 'test',
};

export type Answer = { status?: number; body: unknown };
export const ok = (data: unknown): Answer => ({ body: { success: true, data } });

export function stubApi(answers: Record<string, (body: unknown) => Answer>) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace('/api/v1', '');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ path, body });
    const answer = answers[path]?.(body) ?? ok(aUser());
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  return calls;
}

export const buyNowState = {
  isBuyNow: true,
  items: [
    { product: { _id: 'ro-1', name: 'PureFlow RO System', imageUrl: '', price: 299 }, quantity: 1 },
  ],
};

export async function openCheckout(state: unknown) {
  const view = renderApp(routes, '/');
  await act(() => view.router.navigate('/checkout', { state }));
  return view;
}
