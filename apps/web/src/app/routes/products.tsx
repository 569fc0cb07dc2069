import { PRODUCT_SEARCH_MAX_LENGTH } from '@shop/contract';
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
  // A link may carry a longer term than a search takes (the API refuses it): search its start.
  const searchTerm =
    searchParams.get('q')?.trim().slice(0, PRODUCT_SEARCH_MAX_LENGTH).trim() || undefined;
  return (
    <ProductListing
      heading="All Products"
      banner={banner}
      listingPath={paths.products}
      searchTerm={searchTerm}
      mode={mode}
    />
  );
}
