/**
 * The closed lists a product's reviews are read with, as plain arrays: the product page checks
 * its URL against them without downloading zod (decision 032).
 */
export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest first',
  highest: 'Highest rating',
  lowest: 'Lowest rating',
};

export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Reviews on one page of a product's list. */
export const REVIEW_PAGE_SIZE = 10;

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MAX = 4000;
export const REVIEW_REPLY_MAX = 2000;

/** Days after delivery the review request e-mail goes, unless the owner sets another number. */
export const DEFAULT_REVIEW_REQUEST_DAYS = 14;

export const NO_DELIVERED_PURCHASE_MESSAGE =
  'Only customers who received this product can review it.';
export const REVIEW_EXISTS_MESSAGE =
  'You have already reviewed this product. You can edit your review instead.';

/** "4.3 out of 5 stars (12 reviews)": what a screen reader hears for a rating. */
export function ratingLabel(average: number, count: number): string {
  if (count === 0) return 'No reviews yet';
  return `${average.toFixed(1)} out of 5 stars (${count} review${count === 1 ? '' : 's'})`;
}

/** A product's rating from its published reviews' count and star sum: one decimal, 0 with none. */
export function productRating(count: number, sum: number): { average: number; count: number } {
  return { average: count > 0 ? Math.round((sum / count) * 10) / 10 : 0, count };
}
