import type { ProductCard as ProductCardData } from '@shop/contract';
import { ProductCard, SelectableProductCard } from './product-card.tsx';

const GRID_CLASS = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4';

interface ProductGridProps {
  products: ProductCardData[];
  /** Overrides where each card leads (the edit mode opens the product form). */
  linkFor?: (product: ProductCardData) => string;
  /** The delete mode: cards become checkboxes. */
  selection?: { selectedIds: ReadonlySet<string>; onToggle: (productId: string) => void };
}

export function ProductGrid({ products, linkFor, selection }: ProductGridProps) {
  return (
    <ul className={GRID_CLASS}>
      {products.map((product) => (
        <li key={product._id}>
          {selection ? (
            <SelectableProductCard
              product={product}
              checked={selection.selectedIds.has(product._id)}
              onToggle={selection.onToggle}
            />
          ) : (
            <ProductCard product={product} to={linkFor?.(product)} />
          )}
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className={GRID_CLASS} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index} className="card border border-base-300">
          <div className="skeleton aspect-square rounded-b-none" />
          <div className="space-y-2 p-4">
            <div className="skeleton h-4 w-4/5" />
            <div className="skeleton h-4 w-1/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}
