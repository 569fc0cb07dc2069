import type { ProductCard as ProductCardData } from '@shop/contract';
import { SignInRequired } from '../../components/sign-in-required.tsx';
import { ProductCard } from '../../features/products/components/product-card.tsx';
import { WishlistProducts } from '../../features/wishlist/components/wishlist-products.tsx';
import { useSession } from '../../lib/session.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const HEADING = 'Wishlist';

const productCard = (product: ProductCardData) => <ProductCard product={product} />;

export default function WishlistPage() {
  useDocumentTitle(HEADING);
  const { isSignedIn } = useSession();
  if (!isSignedIn) {
    return (
      <SignInRequired title={HEADING} message="Please log in to see the products you saved." />
    );
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{HEADING}</h1>
      <p className="mt-1 mb-6 text-base-content/80">The products you saved, newest first.</p>
      <WishlistProducts renderCard={productCard} />
    </div>
  );
}
