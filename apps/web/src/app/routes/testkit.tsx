import { NotFound } from '../../components/not-found.tsx';
import { ProductListing } from '../../features/products/components/product-listing.tsx';
import { paths } from '../../lib/paths.ts';
import { useListingMode } from './use-listing-mode.ts';

const banner = {
  image: '/images/banners/hero-testkit.svg',
  headline: 'Ensure Your Water is Safe',
  tagline: 'Get our Professional Water Testing Kits.',
};

export default function TestkitPage() {
  const mode = useListingMode();
  if (mode === 'invalid') return <NotFound />;
  return (
    <ProductListing
      heading="Test kits"
      banner={banner}
      listingPath={paths.testkit}
      category="test kit"
      mode={mode}
    />
  );
}
