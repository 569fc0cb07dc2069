import { REVIEW_SORTS, type ReviewSort } from '@shop/contract';
import type { ReviewChoice } from '../api/get-reviews.ts';

/** The product page's review choice lives in its URL (`reviews`, `stars`, `reviewPage`). */
export function readReviewChoice(params: URLSearchParams): ReviewChoice {
  const sort = params.get('reviews');
  const stars = Number(params.get('stars'));
  const page = Number(params.get('reviewPage'));
  return {
    sort: REVIEW_SORTS.includes(sort as ReviewSort) ? (sort as ReviewSort) : 'newest',
    stars: Number.isInteger(stars) && stars >= 1 && stars <= 5 ? stars : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The link to another choice: the page's other parameters kept, back at the reviews. */
export function reviewChoiceHref(params: URLSearchParams, choice: ReviewChoice): string {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined) =>
    value ? next.set(key, value) : next.delete(key);
  set('reviews', choice.sort === 'newest' ? undefined : choice.sort);
  set('stars', choice.stars ? String(choice.stars) : undefined);
  set('reviewPage', choice.page > 1 ? String(choice.page) : undefined);
  const search = next.toString();
  return `${search ? `?${search}` : '?'}#reviews`;
}
