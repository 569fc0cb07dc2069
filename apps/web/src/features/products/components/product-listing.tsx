import type { Category } from '@shop/contract';
import { HeroBanner } from '../../../components/hero-banner.tsx';
import type { ListingMode } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { ListingLayout } from '../listing/listing-layout.tsx';
import { AdminListingButtons } from './admin-listing-buttons.tsx';

export interface ListingBanner {
  image: string;
  headline: string;
  tagline?: string;
}

interface ProductListingProps {
  heading: string;
  banner: ListingBanner;
  /** The listing's own path; its modes live one segment below it. */
  listingPath: string;
  category?: Category;
  searchTerm?: string;
  /** What the page changed in the link's search term, said under the heading. */
  searchNotice?: string;
  mode?: ListingMode | null;
}

/** A category or search page: banner, heading, product grid, 'Load more', admin tools. */
export function ProductListing({
  heading,
  banner,
  listingPath,
  category,
  searchTerm,
  searchNotice,
  mode = null,
}: ProductListingProps) {
  const { isAdmin, isSignedIn, user } = useSession();
  usePageMeta(
    searchTerm ? `${heading}: ${searchTerm}` : heading,
    `${heading} at ClearSpring Water. ${banner.tagline ?? banner.headline}`,
  );
  const isCheckingRole = isSignedIn && user === null;
  const effectiveMode = isAdmin ? mode : null;

  return (
    <>
      <HeroBanner image={banner.image} headline={banner.headline} tagline={banner.tagline} />
      <section className="mx-auto max-w-7xl px-4 py-8 sm:py-10" aria-labelledby="listing-heading">
        <div className="mb-6">
          <h1 id="listing-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {heading}
          </h1>
          {searchTerm ? (
            <p className="mt-1 break-words text-base-content/80">Results for “{searchTerm}”</p>
          ) : null}
          {searchNotice ? (
            <p role="status" className="alert alert-warning mt-4">
              {searchNotice}
            </p>
          ) : null}
          {mode && !isAdmin && !isCheckingRole ? (
            <p role="alert" className="alert alert-error alert-soft mt-4">
              Access denied. Admin privileges required.
            </p>
          ) : null}
        </div>
        <ListingLayout base={{ category, q: searchTerm }} mode={effectiveMode} />
      </section>
      {isAdmin && mode === null ? <AdminListingButtons listingPath={listingPath} /> : null}
    </>
  );
}
