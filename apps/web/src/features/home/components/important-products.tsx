import { Link } from 'react-router';
import { ProductImage } from '../../../components/product-image.tsx';
import { productPath } from '../../../lib/paths.ts';
import { useImportantProducts } from '../api/get-important-products.ts';

/** The top row of important products; each opens its page with the product as navigation state. */
export function ImportantProducts() {
  const { data: products = [], isPending } = useImportantProducts();
  if (!isPending && products.length === 0) return null;

  return (
    <section aria-labelledby="important-heading" className="mx-auto max-w-7xl px-4 pt-8">
      <h2 id="important-heading" className="sr-only">
        Popular picks
      </h2>
      <ul className="grid min-h-28 grid-cols-3 gap-3 sm:gap-5">
        {products.slice(0, 3).map((product) => (
          <li key={product._id}>
            <Link
              to={productPath(product._id)}
              state={{ product }}
              className="flex h-full flex-col items-center gap-2 rounded-box border border-base-300 bg-base-100 p-2 text-center transition-shadow hover:shadow-md sm:flex-row sm:p-3 sm:text-left"
            >
              <ProductImage
                src={product.imageUrl}
                alt=""
                width={96}
                height={96}
                className="size-16 shrink-0 rounded-box bg-base-200/60 sm:size-20"
              />
              <span className="line-clamp-2 text-xs font-semibold sm:text-base">
                {product.name}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
