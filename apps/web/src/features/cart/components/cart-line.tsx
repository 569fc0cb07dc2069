import { type CartItem, formatUsd } from '@shop/contract';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { ProductImage } from '../../../components/product-image.tsx';
import { productPath } from '../../../lib/paths.ts';
import { CartQuantity } from './cart-quantity.tsx';

interface CartLineProps {
  item: CartItem;
  busy: boolean;
  onQuantityChange: (productId: string, quantity: number) => void;
  onRemove: (productId: string) => void;
}

function unavailableReason(item: CartItem): string | null {
  if (item.product.available) return null;
  return item.product.stock <= 0 ? 'Out of stock' : 'No longer available';
}

export function CartLine({ item, busy, onQuantityChange, onRemove }: CartLineProps) {
  const { product, quantity } = item;
  const reason = unavailableReason(item);
  return (
    <li className="flex gap-4 py-4">
      <Link to={productPath(product._id)} className="shrink-0">
        <ProductImage
          src={product.imageUrl}
          alt={product.name}
          width={96}
          height={96}
          className="size-20 rounded-box object-cover sm:size-24"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <Link to={productPath(product._id)} className="link-hover font-semibold">
            {product.name}
          </Link>
          <p className="shrink-0 font-semibold">{formatUsd(product.price * quantity)}</p>
        </div>
        <p className="text-sm text-base-content/75">{formatUsd(product.price)} each</p>
        {reason ? <span className="badge badge-error badge-soft">{reason}</span> : null}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CartQuantity
            productName={product.name}
            value={quantity}
            max={product.available ? product.stock : quantity}
            busy={busy}
            onChange={(next) => onQuantityChange(product._id, next)}
          />
          <button
            type="button"
            className="btn btn-ghost btn-sm text-error"
            aria-label={`Remove ${product.name}`}
            disabled={busy}
            onClick={() => onRemove(product._id)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}
