import { NotFound } from '../../components/not-found.tsx';
import { ProductListing } from '../../features/products/components/product-listing.tsx';
import { paths } from '../../lib/paths.ts';
import { useListingMode } from './use-listing-mode.ts';

const banner = {
  image: '/images/banners/hero-commercial.svg',
  headline: 'Clean Water for Your Business',
  tagline: 'High-capacity reverse osmosis and filtration for restaurants, offices and clinics.',
};

export default function CommercialPage() {
  const mode = useListingMode();
  if (mode === 'invalid') return <NotFound />;
  return (
    <ProductListing
      heading="Commercial"
      banner={banner}
      listingPath={paths.commercial}
      category="commercial"
      mode={mode}
    />
  );
}
