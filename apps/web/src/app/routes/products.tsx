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
  const searchTerm = searchParams.get('q')?.trim() || undefined;
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
