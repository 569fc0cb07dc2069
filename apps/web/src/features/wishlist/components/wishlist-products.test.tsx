import type { ProductCard } from '@shop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { aUser } from '../../../test/user-fixtures.ts';
import { WishlistButton } from './wishlist-button.tsx';
import { WishlistProducts } from './wishlist-products.tsx';

const aCard = (name: string, id: string): ProductCard => ({
  _id: id,
  name,
  price: 12.5,
  imageUrl: '/img.png',
  category: 'residential',
  type: 'filter',
  stock: 3,
  important: null,
  isFeatured: false,
  rating: { average: 0, count: 0 },
});
const pitcher = aCard('Pitcher Filter', '7d0c8a52-1f59-4a6e-9a43-3c5b0f0b2a11');
const shower = aCard('Shower Filter', '0b6f4a2e-8c1d-4f3a-9e57-2d4c6b8a1f30');

// The page composes the listings' card; a plain link stands in for it here.
const testCard = (product: ProductCard) => (
  <Link to={`/product/${product._id}`}>{product.name}</Link>
);
const routes = [{ path: '/wishlist', element: <WishlistProducts renderCard={testCard} /> }];

type Answer = { status?: number; body: unknown };
const failure = (message: string): Answer => ({
  status: 500,
  body: { success: false, message, code: 'INTERNAL_ERROR' },
});

/** A server holding `saved`; `fail` answers a wishlist call instead when it returns something. */
function stubServer(
  saved: ProductCard[],
  fail: (method: string) => Answer | undefined = () => undefined,
) {
  let list = [...saved];
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace('/api/v1', '');
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${path}`);
    const answer = (): Answer => {
      if (path === '/users/me') return { body: { success: true, data: aUser() } };
      if (path === '/cart') {
        return { body: { success: true, data: { items: [], itemCount: 0, subtotal: 0 } } };
      }
      const failed = fail(method);
      if (failed) return failed;
      if (method === 'GET') return { body: { success: true, data: list } };
      const productId = path.split('/').pop() ?? '';
      list = list.filter((product) => product._id !== productId);
      return { body: { success: true, data: { productId, saved: false } } };
    };
    const { status = 200, body } = answer();
    return new Response(JSON.stringify(body), { status });
  });
  return calls;
}

beforeEach(() => localStorage.setItem('token', 'a-token'));
afterEach(() => vi.unstubAllGlobals());

describe('WishlistProducts', () => {
  it('shows a spinner, then each saved product linking to its page', async () => {
    stubServer([shower, pitcher]);
    renderApp(routes, '/wishlist');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your wishlist…');
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Shower Filter', 'Pitcher Filter']);
    expect(links[1]).toHaveAttribute('href', `/product/${pitcher._id}`);
  });

  it('removes a product through DELETE, says so and moves focus to the confirmation', async () => {
    const calls = stubServer([shower, pitcher]);
    renderApp(routes, '/wishlist');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Remove Shower Filter from wishlist' }),
    );
    const confirmation = await screen.findByText('Removed Shower Filter from your wishlist.');
    expect(calls).toContain(`DELETE /wishlist/${shower._id}`);
    expect(screen.queryByRole('link', { name: 'Shower Filter' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pitcher Filter' })).toBeInTheDocument();
    await waitFor(() => expect(confirmation.closest('[tabindex="-1"]')).toHaveFocus());
  });

  it('keeps the card and shows the reason when the removal fails', async () => {
    stubServer([pitcher], (method) =>
      method === 'DELETE' ? failure('The wishlist is resting.') : undefined,
    );
    renderApp(routes, '/wishlist');
    const remove = await screen.findByRole('button', { name: /Remove Pitcher Filter/ });
    await userEvent.click(remove);
    expect(await screen.findByRole('alert')).toHaveTextContent('The wishlist is resting.');
    expect(screen.getByRole('link', { name: 'Pitcher Filter' })).toBeInTheDocument();
    expect(remove).toBeEnabled();
  });

  it('says when the list could not be loaded and loads it again on Try again', async () => {
    let broken = true;
    stubServer([pitcher], () => (broken ? failure('The wishlist is resting.') : undefined));
    renderApp(routes, '/wishlist');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your wishlist. The wishlist is resting.');
    broken = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Pitcher Filter' })).toBeInTheDocument();
  });

  it('shows the empty state with a way to browse, also after the last removal', async () => {
    stubServer([pitcher]);
    renderApp(routes, '/wishlist');
    await userEvent.click(await screen.findByRole('button', { name: /Remove Pitcher Filter/ }));
    expect(
      await screen.findByRole('heading', { name: 'Your wishlist is empty' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('unfills the product page heart of a product removed here', async () => {
    stubServer([pitcher]);
    renderApp(
      [
        {
          path: '/wishlist',
          element: (
            <>
              <WishlistButton productId={pitcher._id} />
              <WishlistProducts renderCard={testCard} />
            </>
          ),
        },
      ],
      '/wishlist',
    );
    const heart = screen.getByRole('button', { name: 'Save to wishlist' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(await screen.findByRole('button', { name: /Remove Pitcher Filter/ }));
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
  });
});
