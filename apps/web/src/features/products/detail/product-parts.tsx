import { type PartSummary, replacementInterval } from '@shop/contract';
import { ProductCard } from '../components/product-card.tsx';

/**
 * A system's replacement parts (SPEC.md's "related products"), each linking to its page and
 * saying how often it is replaced. The parts come with the product itself: no request of their own.
 */
export function ProductParts({ parts }: { parts: PartSummary[] | undefined }) {
  if (!parts || parts.length === 0) return null;
  const hasRange = parts.some(
    (part) =>
      part.quickReplaceMonths !== null && part.quickReplaceMonths !== part.slowReplaceMonths,
  );
  return (
    <section aria-labelledby="related-heading" className="mt-12">
      <h2 id="related-heading" className="text-2xl font-bold tracking-tight">
        Related products
      </h2>
      <p className="mt-1 mb-4 text-base-content/80">
        The parts of this system and how often to replace them
        {hasRange ? ': the shorter time is for hard water or heavy use.' : '.'}
      </p>
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3">
        {parts.map((part) => {
          const interval = replacementInterval(part.quickReplaceMonths, part.slowReplaceMonths);
          return (
            <li key={part._id}>
              <ProductCard product={part}>
                {interval ? <p className="text-sm text-base-content/80">{interval}</p> : null}
              </ProductCard>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
