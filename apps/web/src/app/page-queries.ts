import { CATEGORY_LISTINGS, type Category } from '@shop/contract';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { featuredProductsQuery } from '../features/home/api/get-featured-products.ts';
import { importantProductsQuery } from '../features/home/api/get-important-products.ts';
import { productQuery } from '../features/products/api/get-product.ts';
import { productsQuery } from '../features/products/api/get-products.ts';
import { readListingPage } from '../features/products/listing/listing-page.ts';
import { readListingChoice } from '../features/products/listing/listing-params.ts';
import { reviewsQuery } from '../features/reviews/api/get-reviews.ts';
import { shopInfoQuery } from '../features/shop/api/get-shop-info.ts';

type Prefetch = (
  client: QueryClient,
  params: Record<string, string | undefined>,
  url: URL,
) => Promise<unknown>[];

const categoryListing =
  (category: Category): Prefetch =>
  (client, _params, url) => [
    client.prefetchInfiniteQuery(
      productsQuery(
        { category, ...readListingChoice(url.searchParams) },
        readListingPage(url.searchParams),
      ),
    ),
  ];

/** The busiest public pages' first queries, by route pattern, as their components ask them. */
const PAGES: [pattern: string, prefetch: Prefetch][] = [
  [
    '/',
    (client) => [
      client.prefetchQuery(importantProductsQuery),
      client.prefetchQuery(featuredProductsQuery),
    ],
  ],
  [
    '/product/:id',
    (client, { id }) => [
      client.prefetchQuery(productQuery(id ?? '')),
      client.prefetchQuery(reviewsQuery(id ?? '', { sort: 'newest', page: 1 })),
    ],
  ],
  ...Object.entries(CATEGORY_LISTINGS).flatMap(([category, { path }]): [string, Prefetch][] => [
    [path, categoryListing(category as Category)],
    [`${path}/:mode`, categoryListing(category as Category)],
  ]),
];

/**
 * Fetches what the server's render of `url` will ask for, before it renders: without this the
 * first render only finds out (loadQueriesOfRender) and a second one shows the data, and the
 * busiest pages were rendered twice. A page not listed, or a query missed here, still works:
 * the render asks for it and renders again. Failures are kept as the query's error state, as
 * the render's own fetches keep them.
 */
export async function prefetchPageQueries(client: QueryClient, url: URL): Promise<void> {
  const pending: Promise<unknown>[] = [client.prefetchQuery(shopInfoQuery)];
  for (const [pattern, prefetch] of PAGES) {
    const match = matchPath(pattern, url.pathname);
    if (match) {
      pending.push(...prefetch(client, match.params, url));
      break;
    }
  }
  await Promise.all(pending);
}
