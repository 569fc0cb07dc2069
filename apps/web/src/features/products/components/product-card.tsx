import { formatUsd, type ProductCard as ProductCardData } from '@shop/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProductImage } from '../../../components/product-image.tsx';
import { StarRating } from '../../../components/star-rating.tsx';
import { productPath } from '../../../lib/paths.ts';

interface ProductCardProps {
  product: ProductCardData;
  /** Where the card leads; the product detail page unless a listing mode says otherwise. */
  to?: string;
  /** A line under the price (a part's replacement interval). */
  children?: ReactNode;
}

const CARD_CLASS = 'group card h-full border bg-base-100 transition-shadow hover:shadow-lg';

export function ProductCard({
  product,
  to = productPath(product._id),
  children,
}: ProductCardProps) {
  return (
    <Link to={to} state={{ product }} className={`${CARD_CLASS} border-base-300`}>
      <ProductCardContent product={product}>{children}</ProductCardContent>
    </Link>
  );
}

interface SelectableProductCardProps {
  product: ProductCardData;
  checked: boolean;
  onToggle: (productId: string) => void;
}

/** The delete mode's card: the whole card toggles its checkbox and never navigates. */
export function SelectableProductCard({ product, checked, onToggle }: SelectableProductCardProps) {
  return (
    <label
      className={`${CARD_CLASS} relative cursor-pointer ${
        checked ? 'border-error ring-2 ring-error' : 'border-base-300'
      }`}
    >
      <input
        type="checkbox"
        className="checkbox checkbox-error absolute top-3 left-3 z-10 bg-base-100"
        checked={checked}
        onChange={() => onToggle(product._id)}
        aria-label={`Select ${product.name}`}
      />
      <ProductCardContent product={product} />
    </label>
  );
}

function ProductCardContent({
  product,
  children,
}: {
  product: ProductCardData;
  children?: ReactNode;
}) {
  return (
    <>
      <figure className="aspect-square bg-base-200/60 p-3">
        <ProductImage
          src={product.imageUrl}
          alt={product.name}
          className="h-full w-full transition-transform group-hover:scale-105"
        />
      </figure>
      <div className="card-body gap-1 p-3 sm:p-4">
        <h2 className="line-clamp-2 text-sm font-semibold sm:text-base">{product.name}</h2>
        {product.rating?.count > 0 ? (
          <StarRating
            average={product.rating.average}
            count={product.rating.count}
            className="text-sm"
          />
        ) : null}
        <p className="mt-auto font-semibold text-primary">{formatUsd(product.price)} USD</p>
        {product.stock <= 0 ? <p className="text-sm font-medium text-error">Out of stock</p> : null}
        {children}
      </div>
    </>
  );
}
