import { WaterCheckSection } from '../../water-check/components/water-check-section.tsx';

/** Where the ZIP-code TDS checker sits on the home page; the water-check feature fills it. */
export function WaterCheckSlot() {
  return (
    <section aria-labelledby="water-check-heading" className="mx-auto max-w-7xl px-4 pb-10">
      <div className="rounded-box border border-base-300 bg-base-100 p-6">
        <h2 id="water-check-heading" className="text-2xl font-bold tracking-tight">
          How clean is your tap water?
        </h2>
        <WaterCheckSection />
      </div>
    </section>
  );
}
