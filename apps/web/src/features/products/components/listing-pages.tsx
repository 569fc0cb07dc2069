import { PRODUCT_PAGE_SIZE } from '@shop/contract';
import type { MouseEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { searchWithPage } from '../listing/listing-page.ts';

interface ListingPagesProps {
  /** The URL's page: the first one shown. */
  firstPage: number;
  /** How many pages are shown from it (Load more adds one each time). */
  shownPages: number;
  total: number | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
}

/**
 * Below a listing's grid: real links to the previous and next pages (`?page=`), so every product
 * can be reached without JavaScript or before the app has started. Once it has, 'Load more'
 * appends the next page in place instead of leaving the page.
 */
export function ListingPages({
  firstPage,
  shownPages,
  total,
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
}: ListingPagesProps) {
  const [params] = useSearchParams();
  const lastPage = firstPage + shownPages - 1;
  const pages = total === undefined ? undefined : Math.max(1, Math.ceil(total / PRODUCT_PAGE_SIZE));
  if (firstPage === 1 && !hasNextPage) return null;

  const loadMore = (event: MouseEvent) => {
    event.preventDefault();
    if (!isFetchingNextPage) onLoadMore();
  };

  return (
    <nav aria-label="Pages" className="mt-8 flex flex-col items-center gap-3">
      {pages === undefined ? null : (
        <p className="text-sm text-base-content/80">
          {shownPages > 1 ? `Pages ${firstPage}–${lastPage}` : `Page ${firstPage}`} of {pages}
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        {firstPage > 1 ? (
          <Link
            to={{ search: searchWithPage(params, firstPage - 1) }}
            rel="prev"
            className="btn btn-ghost min-w-40"
          >
            Previous page
          </Link>
        ) : null}
        {hasNextPage ? (
          <Link
            to={{ search: searchWithPage(params, lastPage + 1) }}
            rel="next"
            className="btn btn-outline btn-primary min-w-40"
            aria-disabled={isFetchingNextPage || undefined}
            onClick={loadMore}
          >
            {isFetchingNextPage ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : null}
            Load more
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
