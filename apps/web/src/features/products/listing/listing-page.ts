import { PRODUCT_PAGE_SIZE } from '@shop/contract';

/**
 * Which page of a listing the URL asks for (`?page=2`): 1 when absent or not a whole number
 * from 1. Pages are real links, so every product can be reached without JavaScript and search
 * engines see each page under its own canonical URL.
 */
export function readListingPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The offset of a page's first card in the API's listing. */
export const pageOffset = (page: number) => (page - 1) * PRODUCT_PAGE_SIZE;

/** The URL's search with another page, keeping the term, sort and filters (page 1 has none). */
export function searchWithPage(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const search = next.toString();
  return search ? `?${search}` : '';
}
