import { type AdminPage, formatAdminTotal } from '@shop/contract';
import { Link, useSearchParams } from 'react-router';

/** The address's search with another `page` (page 1 has none), keeping every filter. */
function searchWithPage(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const search = next.toString();
  return search ? `?${search}` : '';
}

/** Which page the address asks for (`?page=3`): 1 when absent or not a whole number from 1. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

interface PageLinksProps {
  label: string;
  page: number;
  hasNext: boolean;
  /** Where we are in words ("Page 3 of 500+ · 10,000+ in all"). */
  summary: string;
}

/**
 * Previous / next as real links to `?page=` (they work as plain GET links, opened in a new tab
 * or before the app has started), keeping the address's other filters.
 */
export function PageLinks({ label, page, hasNext, summary }: PageLinksProps) {
  const [params] = useSearchParams();
  const link = 'btn btn-sm join-item';
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-base-content/80" aria-live="polite">
        {summary}
      </p>
      <div className="join">
        {page > 1 ? (
          <Link className={link} rel="prev" to={{ search: searchWithPage(params, page - 1) }}>
            Previous
          </Link>
        ) : (
          <span className={`${link} btn-disabled`} aria-disabled="true">
            Previous
          </span>
        )}
        {hasNext ? (
          <Link className={link} rel="next" to={{ search: searchWithPage(params, page + 1) }}>
            Next
          </Link>
        ) : (
          <span className={`${link} btn-disabled`} aria-disabled="true">
            Next
          </span>
        )}
      </div>
    </nav>
  );
}

/** PageLinks under a back-office list: a capped total reads "10,000+", its pages "500+". */
export function AdminPageLinks({ label, data }: { label: string; data: AdminPage<unknown> }) {
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const hasNext = data.totalIsCapped ? data.items.length === data.pageSize : data.page < pages;
  const more = data.totalIsCapped ? '+' : '';
  return (
    <PageLinks
      label={label}
      page={data.page}
      hasNext={hasNext}
      summary={`Page ${data.page.toLocaleString('en-US')} of ${pages.toLocaleString('en-US')}${more} · ${formatAdminTotal(data)} in all`}
    />
  );
}
