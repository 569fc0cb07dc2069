import {
  FILTER_TYPES,
  type FilterType,
  PRODUCT_SORTS,
  PRODUCT_TYPES,
  type ProductSort,
  type ProductType,
} from '@shop/contract';

/** What a shopper chose on a listing; it lives in the URL so it can be shared and restored. */
export interface ListingChoice {
  sort?: ProductSort;
  type?: ProductType;
  filterType?: FilterType;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
}

export const SORT_LABELS: Record<ProductSort, string> = {
  featured: 'Featured',
  'best-selling': 'Best selling',
  'price-asc': 'Price low→high',
  'price-desc': 'Price high→low',
  name: 'Name',
  newest: 'Newest',
  rating: 'Customer rating',
};

export const TYPE_LABELS: Record<ProductType, string> = {
  filter: 'Systems',
  part: 'Filters and parts',
  none: 'Test kits',
};

export const FILTER_TYPE_LABELS: Record<Exclude<FilterType, 'none'>, string> = {
  undersink: 'Under-sink',
  wholehouse: 'Whole-house',
};

const CHOICE_KEYS = ['sort', 'type', 'filterType', 'minPrice', 'maxPrice', 'inStock'] as const;

function price(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : undefined;
}

/** The value if the list has it: plain arrays, so reading a listing's URL needs no zod. */
function oneOf<T extends string>(list: readonly T[], value: string | null): T | undefined {
  return (list as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}

/** Reads the choice from the URL, ignoring values the API would refuse (a hand-edited link). */
export function readListingChoice(params: URLSearchParams): ListingChoice {
  const filterType = oneOf(FILTER_TYPES, params.get('filterType'));
  let minPrice = price(params.get('minPrice'));
  let maxPrice = price(params.get('maxPrice'));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  return {
    sort: oneOf(PRODUCT_SORTS, params.get('sort')),
    type: oneOf(PRODUCT_TYPES, params.get('type')),
    filterType: filterType === 'none' ? undefined : filterType,
    minPrice,
    maxPrice,
    inStock: params.get('inStock') === 'true' || undefined,
  };
}

/**
 * Writes the choice into the URL's params, keeping the others (the search term `q`); a new
 * choice starts again from the first page.
 */
export function writeListingChoice(params: URLSearchParams, choice: ListingChoice) {
  const next = new URLSearchParams(params);
  for (const key of [...CHOICE_KEYS, 'page']) next.delete(key);
  for (const key of CHOICE_KEYS) {
    const value = choice[key];
    if (value !== undefined && value !== false) next.set(key, String(value));
  }
  return next;
}

/** How many filters (not the sort) are on: shown on the phone's Filters button. */
export function countFilters(choice: ListingChoice): number {
  const { sort: _sort, ...filters } = choice;
  return Object.values(filters).filter((value) => value !== undefined).length;
}
