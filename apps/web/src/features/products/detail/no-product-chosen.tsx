import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';

/** /product without an id: say so and point to the catalogue. */
export function NoProductChosen() {
  usePageMeta('Product', 'Browse the ClearSpring Water catalogue to choose a product.');
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Product</h1>
      <p className="mt-3 text-base-content/80">No product was chosen.</p>
      <Link to={paths.products} className="btn btn-primary mt-8">
        Browse all products
      </Link>
    </section>
  );
}
