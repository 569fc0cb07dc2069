import type { ProductCard as ProductCardData } from '@shop/contract';
import { ProductCard } from '../components/product-card.tsx';

/** The systems a filter or part fits, each linking to its page; they come with the product. */
export function FitsSystems({ systems }: { systems: ProductCardData[] | undefined }) {
  if (!systems || systems.length === 0) return null;
  return (
    <section aria-labelledby="fits-heading" className="mt-12">
      <h2 id="fits-heading" className="mb-4 text-2xl font-bold tracking-tight">
        Fits these systems
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3">
        {systems.map((system) => (
          <li key={system._id}>
            <ProductCard product={system} />
          </li>
        ))}
      </ul>
    </section>
  );
}
