import { linkedSearch, SEARCH_CHARACTERS_LEFT_OUT } from '@shop/contract';
import { useSearchParams } from 'react-router';
import { NotFound } from '../../components/not-found.tsx';
import { ProductListing } from '../../features/products/components/product-listing.tsx';
import { paths } from '../../lib/paths.ts';
import { SHOP_NAME } from '../../lib/shop.ts';
import { useListingMode } from './use-listing-mode.ts';

const banner = {
  image: '/images/banners/hero-products.svg',
  headline: SHOP_NAME,
  tagline:
    'Filtration systems, replacement filters, parts and test kits for clean water at home and at work.',
};

export default function ProductsPage() {
  const mode = useListingMode();
  const [searchParams] = useSearchParams();
  if (mode === 'invalid') return <NotFound />;
  // A link may carry a term the API refuses (too long, a NUL): the page searches what it can.
  const search = linkedSearch(searchParams.get('q'));
  return (
    <ProductListing
      heading="All Products"
      banner={banner}
      listingPath={paths.products}
      searchTerm={search.term}
      searchNotice={search.leftOutCharacters ? SEARCH_CHARACTERS_LEFT_OUT : undefined}
      mode={mode}
    />
  );
}
