import type { Cart, CartItem } from '@shop/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { aUser } from '../../../test/user-fixtures.ts';
import { CartPage } from './cart-page.tsx';

const routes = [
  { path: '/shoppingCart', element: <CartPage /> },
  { path: '/log', element: <p>Sign-in page</p> },
  { path: '/checkout', element: <p>Checkout page</p> },
];

const anItem = (name: string, quantity: number, overrides: Partial<CartItem['product']> = {}) => ({
  product: {
    _id: `id-${name}`,
    name,
    imageUrl: '/img.png',
    price: 10,
    stock: 5,
    type: 'part' as const,
    available: true,
    ...overrides,
  },
  quantity,
});

const aCart = (items: CartItem[]): Cart => ({
  items,
  itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
  subtotal: items.reduce((sum, item) => sum + item.product.price * item.quantity, 0),
});

type Answer = { status?: number; body: unknown };

/** Answers /users/me with a user and every cart call with `cartAnswer`; records the calls. */
function stubApi(cartAnswer: (method: string, path: string, body: unknown) => Answer) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace('/api/v1', '');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    const answer: Answer =
      path === '/users/me'
        ? { body: { success: true, data: aUser() } }
        : cartAnswer(method, path, body);
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  return calls;
}

const signIn = () => localStorage.setItem('token', 'good');
afterEach(() => vi.unstubAllGlobals());

describe('CartPage', () => {
  it('asks a visitor to log in', async () => {
    stubApi(() => ({ body: {} }));
    renderApp(routes, '/shoppingCart');
    expect(await screen.findByRole('heading', { name: 'Please Log In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/log?redirect=%2FshoppingCart',
    );
  });

  it('shows the server message on a load failure and loads again on Try Again', async () => {
    signIn();
    let fail = true;
    stubApi(() =>
      fail
        ? { status: 500, body: { success: false, message: 'The cart is resting.', code: 'X' } }
        : { body: { success: true, data: aCart([]) } },
    );
    renderApp(routes, '/shoppingCart');
    expect(await screen.findByRole('heading', { name: 'Error Loading Cart' })).toBeInTheDocument();
    expect(screen.getByText('The cart is resting.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Your Cart is Empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });

  it('says the session expired on a 401 and goes to /log after 2 s', async () => {
    signIn();
    stubApi(() => ({
      status: 401,
      body: { success: false, message: 'No.', code: 'UNAUTHORIZED' },
    }));
    renderApp(routes, '/shoppingCart');
    expect(await screen.findByText('Session expired. Please log in again.')).toBeInTheDocument();
    expect(await screen.findByText('Sign-in page', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('lists the items with steppers, a summary and flags unavailable items', async () => {
    signIn();
    const items = [
      anItem('Carbon Block', 1),
      anItem('UV Lamp', 2),
      anItem('Old Kit', 1, { available: false, stock: 0 }),
    ];
    stubApi(() => ({ body: { success: true, data: aCart(items) } }));
    renderApp(routes, '/shoppingCart');
    expect(await screen.findByRole('heading', { name: 'Shopping Cart' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Decrease quantity of Carbon Block' }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity of UV Lamp' })).toBeEnabled();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getAllByText('Calculated at checkout')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  });

  it('sends the new quantity and shows the fallback message when the update fails', async () => {
    signIn();
    const calls = stubApi((method) =>
      method === 'PUT'
        ? { status: 500, body: {} }
        : { body: { success: true, data: aCart([anItem('UV Lamp', 2)]) } },
    );
    renderApp(routes, '/shoppingCart');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Decrease quantity of UV Lamp' }),
    );
    expect(await screen.findByText('Failed to update quantity.')).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'PUT',
      path: '/cart/items/id-UV%20Lamp',
      body: { quantity: 1 },
    });
  });

  it('asks to log in again, sending nothing, when the token is gone since the cart loaded', async () => {
    signIn();
    const calls = stubApi(() => ({ body: { success: true, data: aCart([anItem('UV Lamp', 2)]) } }));
    renderApp(routes, '/shoppingCart');
    const remove = await screen.findByRole('button', { name: 'Remove UV Lamp' });
    localStorage.removeItem('token');
    await userEvent.click(remove);
    expect(
      await screen.findByText('Authentication error. Please log in again.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('removes an item and replaces the cart with the answer', async () => {
    signIn();
    stubApi((method) =>
      method === 'DELETE'
        ? { body: { success: true, data: aCart([]) } }
        : { body: { success: true, data: aCart([anItem('UV Lamp', 2)]) } },
    );
    renderApp(routes, '/shoppingCart');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove UV Lamp' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Your Cart is Empty' })).toBeInTheDocument(),
    );
  });

  it('goes to checkout from the summary', async () => {
    signIn();
    stubApi(() => ({ body: { success: true, data: aCart([anItem('UV Lamp', 1)]) } }));
    renderApp(routes, '/shoppingCart');
    await userEvent.click(await screen.findByRole('link', { name: 'Proceed to Checkout' }));
    expect(await screen.findByText('Checkout page')).toBeInTheDocument();
  });
});
