import type { Product, ProductCard, ReviewList } from '@shop/contract';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { sendRequestsWith } from '../lib/api-client.ts';
import { waitingQueries } from './load-queries-of-render.ts';
import { prefetchPageQueries } from './page-queries.ts';
import { AppProviders, createQueryClient } from './providers.tsx';
import { routes } from './router.tsx';

const card: ProductCard = {
  _id: '7d0c8a52-1f59-4a6e-9a43-3c5b0f0b2a11',
  name: 'PureFlow 5-Stage RO System',
  price: 249,
  imageUrl: '/images/products/1.svg',
  category: 'residential',
  type: 'filter',
  stock: 5,
  important: 1,
  isFeatured: true,
  rating: { average: 0, count: 0 },
};
const product: Product = {
  ...card,
  sku: 'PF5',
  imageUrls: [],
  description: 'Five stages.',
  tags: [],
  filterType: 'undersink',
  parts: [],
  quickReplaceMonths: null,
  slowReplaceMonths: null,
  additional: '',
  warrantyYears: null,
  partDetails: [],
  fitsSystems: [],
};

const noReviews: ReviewList = {
  average: 0,
  count: 0,
  distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
  reviews: [],
  page: 1,
  pageSize: 10,
  total: 0,
};

/** The API as the server's pages read it, and which paths they read. */
function serveApi() {
  const asked: string[] = [];
  sendRequestsWith(async (url) => {
    const { pathname, search } = new URL(url, 'http://localhost');
    asked.push(pathname + search);
    const page = { offset: 0, limit: 24, nextOffset: null };
    const data =
      pathname === '/api/v1/shop'
        ? {
            testPayments: false,
            social: { facebook: null, instagram: null, youtube: null, x: null },
          }
        : pathname === '/api/v1/products/featured'
          ? [card]
          : pathname === `/api/v1/products/${product._id}`
            ? product
            : pathname === `/api/v1/products/${product._id}/reviews`
              ? noReviews
              : [card];
    const body =
      pathname === '/api/v1/products'
        ? { success: true, data, page, total: 1 }
        : { success: true, data };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  return asked;
}

/** What entry-server.tsx does for one page, with one render: the queries it left unfetched. */
async function renderOnce(url: string) {
  const location = new URL(url, 'http://localhost');
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(location));
  if (context instanceof Response) throw new Error(`no page at ${url}`);
  const queryClient = createQueryClient({ retry: false });
  await prefetchPageQueries(queryClient, location);
  const html = renderToString(
    <AppProviders queryClient={queryClient} serverRendered>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppProviders>,
  );
  return { html, waiting: waitingQueries(queryClient).map((query) => query.queryKey) };
}

afterEach(() => sendRequestsWith((url, init) => fetch(url, init)));

describe('the busiest pages rendered on the server', () => {
  it.each([
    ['/', card.name],
    [`/product/${product._id}`, 'Five stages.'],
    ['/residential', card.name],
    ['/residential?sort=price-asc&type=filter', card.name],
    ['/testkit', card.name],
  ])('%s shows its data from the first render: nothing is left to fetch', async (url, text) => {
    serveApi();
    const { html, waiting } = await renderOnce(url);
    expect(waiting).toEqual([]);
    expect(html).toContain(text);
  });

  it('reads a listing with the sort and filters of its URL', async () => {
    const asked = serveApi();
    await renderOnce('/commercial?sort=price-asc&type=filter');
    expect(asked).toContainEqual(
      expect.stringMatching(/^\/api\/v1\/products\?.*category=commercial/),
    );
    expect(asked).toContainEqual(
      expect.stringMatching(/sort=price-asc.*type=filter|type=filter.*sort=price-asc/),
    );
  });
});
