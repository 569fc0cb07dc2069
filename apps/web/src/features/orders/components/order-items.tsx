import { formatUsd, type OrderItem } from '@shop/contract';
import { Link } from 'react-router';
import { ProductImage } from '../../../components/product-image.tsx';
import { productPath } from '../../../lib/paths.ts';

/** The expandable item list; each line opens its product page. */
export function OrderItems({ items }: { items: OrderItem[] }) {
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <details className="collapse-arrow collapse rounded-box border border-base-300">
      <summary className="collapse-title min-h-0 py-3 text-sm font-semibold">
        {count} {count === 1 ? 'item' : 'items'}
      </summary>
      <ul className="collapse-content space-y-2 text-sm">
        {items.map((item) => (
          <li key={item._id}>
            <Link
              to={productPath(item.product)}
              className="flex items-center gap-3 rounded-box p-1 hover:bg-base-200"
            >
              <ProductImage
                src={item.imageUrl}
                alt=""
                width={48}
                height={48}
                className="size-12 shrink-0 rounded-box object-cover"
              />
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{item.name}</span>
                <span className="text-base-content/75">
                  {item.quantity} × {formatUsd(item.price)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
