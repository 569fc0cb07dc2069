import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '../../test/render-app.tsx';
import ProductsPage from './products.tsx';

const LEFT_OUT = 'Some characters in this search cannot be searched for, so they were left out.';

const card = {
  _id: '00000000-0000-4000-8000-000000000001',
  name: 'PureFlow 5-Stage Reverse Osmosis System',
  price: 349,
  imageUrl: '/images/products/pureflow.svg',
  category: 'residential',
  type: 'filter',
  stock: 5,
  important: null,
  isFeatured: false,
  rating: { average: 0, count: 0 },
};

/** The products page on `path`, its reads answered as the API does (a NUL in `q` is a 400). */
function renderProducts(path: string) {
  const { fetchStub, calls } = stubFetch((url) =>
    url.searchParams.get('q')?.includes('\u0000')
      ? { status: 400, body: { success: false, message: 'q: must not contain a NUL character' } }
      : {
          body: {
            success: true,
            data: [card],
            page: { offset: 0, limit: 24, nextOffset: null },
            total: 1,
          },
        },
  );
  vi.stubGlobal('fetch', fetchStub);
  renderApp([{ path: '/products', element: <ProductsPage /> }], path);
  return { searched: () => calls.at(-1)?.url.searchParams.get('q') };
}

afterEach(() => vi.unstubAllGlobals());

describe('the products page from a search link with control characters', () => {
  it('shows all products and says the characters were left out, for a NUL alone', async () => {
    const { searched } = renderProducts('/products?q=%00');
    expect(await screen.findByText(card.name)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All Products', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(LEFT_OUT)).toBeInTheDocument();
    expect(screen.queryByText(/could not load the products/)).not.toBeInTheDocument();
    expect(searched()).toBeNull();
  });

  it('searches the words around them', async () => {
    const { searched } = renderProducts('/products?q=reverse%0D%0A%00osmosis');
    expect(await screen.findByText(card.name)).toBeInTheDocument();
    expect(screen.getByText('Results for “reverse osmosis”')).toBeInTheDocument();
    expect(screen.getByText(LEFT_OUT)).toBeInTheDocument();
    expect(searched()).toBe('reverse osmosis');
  });

  it('says nothing of the kind for an ordinary search', async () => {
    renderProducts('/products?q=reverse%20osmosis');
    expect(await screen.findByText(card.name)).toBeInTheDocument();
    expect(screen.queryByText(LEFT_OUT)).not.toBeInTheDocument();
  });
});
