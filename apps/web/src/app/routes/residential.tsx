import { NotFound } from '../../components/not-found.tsx';
import { ProductListing } from '../../features/products/components/product-listing.tsx';
import { paths } from '../../lib/paths.ts';
import { useListingMode } from './use-listing-mode.ts';

const banner = {
  image: '/images/banners/hero-residential.svg',
  headline: 'Pure Water in Every Tap',
  tagline: 'Under-sink and whole-house systems that protect your family, pipes and appliances.',
};

export default function ResidentialPage() {
  const mode = useListingMode();
  if (mode === 'invalid') return <NotFound />;
  return (
    <ProductListing
      heading="Residential"
      banner={banner}
      listingPath={paths.residential}
      category="residential"
      mode={mode}
    />
  );
}
