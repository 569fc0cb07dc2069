import { formatUsd } from '@shop/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { ProductImage } from '../../../components/product-image.tsx';
import { productPath } from '../../../lib/paths.ts';
import { useFeaturedProducts } from '../api/get-featured-products.ts';
import { useScrollButtons } from './use-scroll-buttons.ts';

export const FEATURED_SCROLL_PX = 1000;
const FEATURED_FAILED = 'Failed to load featured products.';

/** 'Most ordered': a horizontally scrolling row of featured products with end-aware buttons. */
export function FeaturedCarousel() {
  const featured = useFeaturedProducts();
  const products = featured.data ?? [];
  const { trackRef, canScrollLeft, canScrollRight, scrollByPx } = useScrollButtons(products.length);

  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-10">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id="featured-heading" className="text-2xl font-bold tracking-tight">
          Most ordered
        </h2>
        <div className="flex gap-2">
          <button
            type="button"
            className="btn btn-circle btn-outline btn-sm"
            aria-label="Scroll featured products left"
            disabled={!canScrollLeft}
            onClick={() => scrollByPx(-FEATURED_SCROLL_PX)}
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            className="btn btn-circle btn-outline btn-sm"
            aria-label="Scroll featured products right"
            disabled={!canScrollRight}
            onClick={() => scrollByPx(FEATURED_SCROLL_PX)}
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </div>
      </div>

      {featured.isPending ? (
        <p role="status" className="flex h-72 items-center justify-center text-base-content/80">
          Loading featured products...
        </p>
      ) : featured.isError ? (
        // SPEC.md section 8: the area stays empty on screen; screen readers still hear why.
        <div className="h-72">
          <p role="alert" className="sr-only">
            {featured.error.message || FEATURED_FAILED}
          </p>
        </div>
      ) : products.length === 0 ? (
        <p className="flex h-72 items-center justify-center text-base-content/80">
          No featured products available.
        </p>
      ) : (
        <ul
          ref={trackRef}
          data-testid="featured-track"
          className="flex h-72 snap-x gap-4 overflow-x-auto scroll-smooth pb-2"
        >
          {products.map((product) => (
            <li key={product._id} className="w-44 shrink-0 snap-start sm:w-52">
              <Link
                to={productPath(product._id)}
                state={{ product }}
                className="card h-full border border-base-300 bg-base-100 transition-shadow hover:shadow-lg"
              >
                <figure className="aspect-square bg-base-200/60 p-3">
                  <ProductImage src={product.imageUrl} alt="" className="h-full w-full" />
                </figure>
                <div className="card-body gap-1 p-3">
                  <p className="font-semibold text-primary">{formatUsd(product.price)}</p>
                  <p className="line-clamp-2 text-sm font-medium">{product.name}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
