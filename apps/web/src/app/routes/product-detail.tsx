import type { ProductCard } from '@shop/contract';
import { useLocation, useParams } from 'react-router';
import { NoProductChosen } from '../../features/products/detail/no-product-chosen.tsx';
import { ProductDetail } from '../../features/products/detail/product-detail.tsx';
import { WishlistButton } from '../../features/wishlist/components/wishlist-button.tsx';

const wishlistAction = (productId: string) => <WishlistButton productId={productId} />;

export default function ProductDetailPage() {
  const { id } = useParams();
  const preview = (useLocation().state as { product?: ProductCard } | null)?.product ?? null;
  if (!id) return <NoProductChosen />;
  return <ProductDetail key={id} productId={id} preview={preview} actions={wishlistAction} />;
}
