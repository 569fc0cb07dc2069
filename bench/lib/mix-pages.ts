/**
 * The pages of the shop as the built web app loads them: a document (only when the visit lands
 * on that page; later pages are client-side navigations) and the API calls the page makes, in
 * parallel where the app makes them in parallel.
 */
import type { ShopperClient } from './mix-http.ts';

export interface Card {
  _id: string;
  price: number;
  stock?: number;
}

interface Product extends Card {
  parts?: string[];
}

export const LISTINGS = [
  { path: '/residential', query: 'category=residential' },
  { path: '/commercial', query: 'category=commercial' },
  { path: '/testkit', query: 'category=test+kit' },
  { path: '/products', query: '' },
] as const;

export const SORTS = ['price-asc', 'price-desc', 'best-selling', 'newest'] as const;

/** What shoppers type in the header: a third misspelt, some broad, some exact. */
export const SEARCH_TERMS = [
  'reverse osmosis',
  'revers osmosis',
  'sediment',
  'sedement',
  'carbon block',
  'whole house filter',
  'whole hose filter',
  'uv lamp',
  'softener',
  'water softner',
  'test strips',
  'lead test',
  'membrane',
  'membrain',
  'under sink',
  'undersink filter',
  'chloramine',
  'tds meter',
  'faucet',
  'alkaline',
  'big blue',
  'commercial ro',
  'well water',
  'ice machine filter',
];

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)] as T;

/** The app's boot calls, made once per document load. */
async function boot(client: ShopperClient) {
  await client.get('shop-info', '/api/v1/shop');
}

export async function homePage(client: ShopperClient, landing: boolean): Promise<Card[]> {
  if (landing) await Promise.all([client.get('html-home', '/', { document: true }), boot(client)]);
  const [featured, important] = await Promise.all([
    client.json<Card[]>('featured', 'GET', '/api/v1/products/featured'),
    client.json<Card[]>('important', 'GET', '/api/v1/products?important=true'),
  ]);
  return [...featured, ...important];
}

/** A category or the whole catalogue, sometimes sorted, sometimes scrolled to a second page. */
export async function listingPage(client: ShopperClient, landing: boolean): Promise<Card[]> {
  const listing = pick(LISTINGS);
  if (landing) {
    await Promise.all([client.get('html-listing', listing.path, { document: true }), boot(client)]);
  }
  const sort = Math.random() < 0.25 ? `sort=${pick(SORTS)}&` : '';
  const base = `/api/v1/products?${listing.query ? `${listing.query}&` : ''}${sort}`;
  const first = await client.json<Card[]>('listing', 'GET', `${base}offset=0`);
  if (first.length < 24 || Math.random() > 0.2) return first;
  return [...first, ...(await client.json<Card[]>('listing', 'GET', `${base}offset=24`))];
}

/** The header search: suggestions while typing (debounced: about one per word), then results. */
export async function search(client: ShopperClient): Promise<Card[]> {
  const term = pick(SEARCH_TERMS);
  const words = term.split(' ');
  for (let typed = 1; typed <= words.length; typed++) {
    const prefix = words.slice(0, typed).join(' ');
    const q = typed === words.length ? prefix : prefix.slice(0, Math.max(3, prefix.length - 1));
    await client.get('suggest', `/api/v1/search/suggest?q=${encodeURIComponent(q)}`);
  }
  const q = encodeURIComponent(term).replaceAll('%20', '+');
  return client.json<Card[]>('search', 'GET', `/api/v1/products?q=${q}&offset=0`);
}

/** The product page: the product, then each of its parts (the related-products grid). */
export async function productPage(client: ShopperClient, id: string, landing: boolean) {
  const [product] = await Promise.all([
    client.json<Product>('product', 'GET', `/api/v1/products/${id}`),
    landing ? client.get('html-product', `/product/${id}`, { document: true }) : undefined,
    landing ? boot(client) : undefined,
  ]);
  const parts = await Promise.all(
    (product.parts ?? []).map((part) =>
      client.json<Product>('product-part', 'GET', `/api/v1/products/${part}`),
    ),
  );
  return { product, parts };
}

export { pick };
