import { REVIEW_SORT_LABELS, REVIEW_SORTS, type ReviewList } from '@shop/contract';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { StarRating } from '../../../components/star-rating.tsx';
import { useReviews } from '../api/get-reviews.ts';
import { readReviewChoice, reviewChoiceHref } from './review-choice.ts';
import { ReviewItem } from './review-item.tsx';

/**
 * The product page's reviews, server-rendered with the page (decision 032): average, count,
 * distribution (each row filters by its stars), the sort links and one page of reviews, newest
 * first. Every choice is a link, so it works before the app has started and without it.
 */
export function ProductReviews({ productId, form }: { productId: string; form?: ReactNode }) {
  const [params] = useSearchParams();
  const choice = readReviewChoice(params);
  const { data } = useReviews(productId, choice);
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-12 max-w-3xl">
      <h2 id="reviews-heading" className="text-2xl font-bold tracking-tight">
        Customer reviews
      </h2>
      {data ? <Summary list={data} params={params} /> : null}
      {form}
      {data && data.count > 0 ? (
        <>
          <nav aria-label="Sort reviews" className="mt-6 flex flex-wrap gap-2">
            {REVIEW_SORTS.map((sort) => (
              <Link
                key={sort}
                to={reviewChoiceHref(params, { ...choice, sort, page: 1 })}
                preventScrollReset
                aria-current={choice.sort === sort ? 'true' : undefined}
                className={`btn btn-sm ${choice.sort === sort ? 'btn-primary' : 'btn-outline'}`}
              >
                {REVIEW_SORT_LABELS[sort]}
              </Link>
            ))}
            {choice.stars ? (
              <Link
                to={reviewChoiceHref(params, { ...choice, stars: undefined, page: 1 })}
                preventScrollReset
                className="btn btn-sm btn-ghost"
              >
                Show all stars
              </Link>
            ) : null}
          </nav>
          <p className="mt-3 text-sm text-base-content/70" role="status">
            {choice.stars
              ? `${data.total} review${data.total === 1 ? '' : 's'} with ${choice.stars} star${choice.stars === 1 ? '' : 's'}`
              : `${data.count} review${data.count === 1 ? '' : 's'}`}
          </p>
          <ul className="mt-2">
            {data.reviews.map((review) => (
              <ReviewItem key={review._id} review={review} />
            ))}
          </ul>
          <Pages list={data} params={params} />
        </>
      ) : null}
    </section>
  );
}

function Summary({ list, params }: { list: ReviewList; params: URLSearchParams }) {
  if (list.count === 0) {
    return <p className="mt-2 text-base-content/80">No reviews yet.</p>;
  }
  const choice = readReviewChoice(params);
  return (
    <div className="mt-3 grid gap-4 sm:grid-cols-[auto_1fr] sm:items-center">
      <div>
        <p className="text-4xl font-bold">{list.average.toFixed(1)}</p>
        <StarRating average={list.average} count={list.count} showCount={false} />
        <p className="text-sm text-base-content/70">
          {list.count} review{list.count === 1 ? '' : 's'}
        </p>
      </div>
      <ul aria-label="Reviews by stars" className="space-y-1">
        {([5, 4, 3, 2, 1] as const).map((stars) => {
          const count = list.distribution[stars];
          const share = Math.round((count / list.count) * 100);
          return (
            <li key={stars}>
              <Link
                to={reviewChoiceHref(params, { ...choice, stars, page: 1 })}
                preventScrollReset
                className="flex items-center gap-2 text-sm hover:underline"
              >
                <span className="w-12 shrink-0">
                  {stars} star{stars === 1 ? '' : 's'}
                </span>
                <progress
                  aria-hidden="true"
                  className="progress progress-warning w-full"
                  value={share}
                  max={100}
                />
                {/* Named by what it shows, "5 stars 3 reviews", as a voice user reads it out. */}
                <span className="w-8 shrink-0 text-right">
                  {count}
                  <span className="sr-only"> review{count === 1 ? '' : 's'}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Pages({ list, params }: { list: ReviewList; params: URLSearchParams }) {
  const pages = Math.ceil(list.total / list.pageSize);
  if (pages <= 1) return null;
  const choice = readReviewChoice(params);
  return (
    <nav aria-label="Review pages" className="join mt-4">
      {Array.from({ length: pages }, (_, index) => index + 1).map((page) => (
        <Link
          key={page}
          to={reviewChoiceHref(params, { ...choice, page })}
          preventScrollReset
          aria-current={page === list.page ? 'page' : undefined}
          className={`btn join-item btn-sm ${page === list.page ? 'btn-active' : ''}`}
        >
          {page}
        </Link>
      ))}
    </nav>
  );
}
