import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { aUser } from '../../../test/user-fixtures.ts';
import { ProductDetail } from './product-detail.tsx';

const PRODUCT_ID = '7d0c8a52-1f59-4a6e-9a43-3c5b0f0b2a11';
const product = {
  _id: PRODUCT_ID,
  name: 'Carbon Block Cartridge',
  price: 18.5,
  imageUrl: '/img.png',
  category: 'residential',
  type: 'part',
  stock: 9,
  important: null,
  isFeatured: false,
  rating: { average: 0, count: 0 },
  sku: 'CB-10',
  imageUrls: [],
  description: 'Removes chlorine.',
  tags: [],
  filterType: 'none',
  parts: [],
  quickReplaceMonths: 6,
  slowReplaceMonths: 12,
  additional: '',
  warrantyYears: null,
};

function CheckoutProbe() {
  return <pre>{JSON.stringify(useLocation().state)}</pre>;
}

const routes = [
  { path: '/product/:id', element: <ProductDetail productId={PRODUCT_ID} /> },
  { path: '/log', element: <p>Sign-in page</p> },
  { path: '/checkout', element: <CheckoutProbe /> },
];

function stubApi(addAnswer: { status: number; body: unknown }) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace('/api/v1', '');
    const method = init?.method ?? 'GET';
    calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    let answer: { status: number; body: unknown } = {
      status: 200,
      body: { success: true, data: [] },
    };
    if (path === '/users/me') answer = { status: 200, body: { success: true, data: aUser() } };
    if (path === `/products/${PRODUCT_ID}`)
      answer = { status: 200, body: { success: true, data: product } };
    if (path === '/cart/items') answer = addAnswer;
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return calls;
}

const emptyCart = { items: [], itemCount: 0, subtotal: 0 };
const addButton = async () => (await screen.findAllByRole('button', { name: 'Add to Cart' }))[0];

afterEach(() => vi.unstubAllGlobals());

describe('Add to Cart and Buy it Now', () => {
  it('adds the chosen quantity and says so', async () => {
    localStorage.setItem('token', 'good');
    const calls = stubApi({ status: 200, body: { success: true, data: emptyCart } });
    renderApp(routes, `/product/${PRODUCT_ID}`);
    await userEvent.click(
      (await screen.findAllByRole('button', { name: 'Increase quantity' }))[0] as HTMLElement,
    );
    await userEvent.click((await addButton()) as HTMLElement);
    expect(await screen.findByText('Item added to cart!')).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/cart/items',
      body: { productId: PRODUCT_ID, quantity: 2 },
    });
  });

  it('shows the server message, else the fallback, when adding fails', async () => {
    localStorage.setItem('token', 'good');
    stubApi({
      status: 409,
      body: { success: false, message: 'Only 9 left in stock.', code: 'CONFLICT' },
    });
    renderApp(routes, `/product/${PRODUCT_ID}`);
    await userEvent.click((await addButton()) as HTMLElement);
    expect(await screen.findByText('Only 9 left in stock.')).toBeInTheDocument();
  });

  it('on a 401 says the session expired and goes to /log after 2 s', async () => {
    localStorage.setItem('token', 'good');
    stubApi({ status: 401, body: { success: false, message: 'Expired.', code: 'UNAUTHORIZED' } });
    renderApp(routes, `/product/${PRODUCT_ID}`);
    await userEvent.click((await addButton()) as HTMLElement);
    expect(await screen.findByText('Session expired. Please log in again.')).toBeInTheDocument();
    expect(await screen.findByText('Sign-in page', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('signed out, asks to log in and goes to /log', async () => {
    stubApi({ status: 200, body: {} });
    renderApp(routes, `/product/${PRODUCT_ID}`);
    await userEvent.click((await addButton()) as HTMLElement);
    expect(await screen.findByText('You must be logged in to add items.')).toBeInTheDocument();
    expect(await screen.findByText('Sign-in page', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('hardening 30.19: signed out, Add to Cart sends to /log carrying what to do on return', async () => {
    stubApi({ status: 200, body: {} });
    const { router } = renderApp(routes, `/product/${PRODUCT_ID}`);
    await userEvent.click((await addButton()) as HTMLElement);
    expect(await screen.findByText('Sign-in page', {}, { timeout: 3000 })).toBeInTheDocument();
    const back = new URLSearchParams(router.state.location.search).get('redirect');
    expect(back).toBe(`/product/${PRODUCT_ID}?then=add-to-cart&quantity=1`);
  });

  it('hardening 30.19: back signed in, adds what was pressed once and tidies the address', async () => {
    localStorage.setItem('token', 'good');
    const calls = stubApi({ status: 200, body: { success: true, data: emptyCart } });
    const { router } = renderApp(routes, `/product/${PRODUCT_ID}?then=add-to-cart&quantity=3`);
    expect(await screen.findByText('Item added to cart!')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    const adds = calls.filter((call) => call.method === 'POST' && call.path === '/cart/items');
    expect(adds).toEqual([
      { method: 'POST', path: '/cart/items', body: { productId: PRODUCT_ID, quantity: 3 } },
    ]);
  });

  it('hardening 30.19: back signed in after Buy it Now, goes on to checkout with the item', async () => {
    localStorage.setItem('token', 'good');
    stubApi({ status: 200, body: {} });
    const { router } = renderApp(routes, `/product/${PRODUCT_ID}?then=buy-now&quantity=2`);
    const state = JSON.parse((await screen.findByText(/isBuyNow/)).textContent ?? '{}');
    expect(state.items[0].quantity).toBe(2);
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('Buy it Now hands the item to /checkout as navigation state', async () => {
    localStorage.setItem('token', 'good');
    stubApi({ status: 200, body: {} });
    renderApp(routes, `/product/${PRODUCT_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Buy it Now' }));
    const state = JSON.parse((await screen.findByText(/isBuyNow/)).textContent ?? '{}');
    expect(state).toEqual({
      isBuyNow: true,
      items: [
        {
          product: { _id: PRODUCT_ID, name: product.name, imageUrl: product.imageUrl, price: 18.5 },
          quantity: 1,
        },
      ],
    });
  });
});
