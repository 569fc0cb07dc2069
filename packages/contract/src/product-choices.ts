/**
 * The closed lists a product and a listing choose from, as plain arrays. product.ts builds its
 * zod enums from them; a listing page checks its URL against them without downloading zod.
 */
export const CATEGORIES = ['commercial', 'residential', 'test kit'] as const;

/** filter = a system, part = a filter or part, none = a test kit or accessory. */
export const PRODUCT_TYPES = ['none', 'part', 'filter'] as const;

export const FILTER_TYPES = ['none', 'undersink', 'wholehouse'] as const;

/**
 * Listing orders. Without one, a search comes by relevance and a listing by name. `featured`:
 * featured products first, then the menu's important ones, then by name; `best-selling`: most
 * units ordered first.
 */
export const PRODUCT_SORTS = [
  'featured',
  'best-selling',
  'price-asc',
  'price-desc',
  'name',
  'newest',
  /** Highest average of published reviews first; unreviewed products last. */
  'rating',
] as const;

/** Cards in one page of a listing: the API's default `limit`, and a listing page's `?page=` size. */
export const PRODUCT_PAGE_SIZE = 24;
