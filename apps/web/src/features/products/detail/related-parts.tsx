import { useProductsById } from '../api/get-product.ts';
import { ProductCard } from '../components/product-card.tsx';

/** The product's replacement parts, each linking to its own page. */
export function RelatedParts({ partIds }: { partIds: string[] }) {
  const { products, isPending } = useProductsById(partIds);
  if (partIds.length === 0 || (!isPending && products.length === 0)) return null;

  return (
    <section aria-labelledby="related-heading" className="mt-12">
      <h2 id="related-heading" className="mb-4 text-2xl font-bold tracking-tight">
        Related products
      </h2>
      {isPending ? (
        <p role="status" className="text-base-content/80">
          Loading related products…
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3">
          {products.map((part) => (
            <li key={part._id}>
              <ProductCard product={part} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
