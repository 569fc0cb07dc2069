import { BannerCarousel } from '../../features/home/components/banner-carousel.tsx';
import { BenefitTiles } from '../../features/home/components/benefit-tiles.tsx';
import { FeaturedCarousel } from '../../features/home/components/featured-carousel.tsx';
import { ImportantProducts } from '../../features/home/components/important-products.tsx';
import { MissionSection } from '../../features/home/components/mission-section.tsx';
import { WaterCheckSlot } from '../../features/home/components/water-check-slot.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

const DESCRIPTION =
  'ClearSpring Water: reverse osmosis, whole-house and under-sink filtration systems, replacement filters and water test kits, with reminders when each filter is due.';

export default function HomePage() {
  usePageMeta(null, DESCRIPTION);
  return (
    <>
      <BannerCarousel />
      <ImportantProducts />
      <FeaturedCarousel />
      <WaterCheckSlot />
      <BenefitTiles />
      <MissionSection />
    </>
  );
}
