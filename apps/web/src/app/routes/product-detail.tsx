import type { ProductCard } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { NoProductChosen } from '../../features/products/detail/no-product-chosen.tsx';
import { ProductDetail } from '../../features/products/detail/product-detail.tsx';
import { reviewsQuery } from '../../features/reviews/api/get-reviews.ts';
import { ProductReviews } from '../../features/reviews/components/product-reviews.tsx';
import { ReviewForm } from '../../features/reviews/components/review-form.tsx';
import { WishlistButton } from '../../features/wishlist/components/wishlist-button.tsx';

const wishlistAction = (productId: string) => <WishlistButton productId={productId} />;
const reviewsSection = (productId: string) => (
  <ProductReviews productId={productId} form={<ReviewForm productId={productId} />} />
);

export default function ProductDetailPage() {
  const { id } = useParams();
  const preview = (useLocation().state as { product?: ProductCard } | null)?.product ?? null;
  // The first page of reviews, newest first, as the server's page head lists them.
  const firstReviews = useQuery({
    ...reviewsQuery(id ?? '', { sort: 'newest', page: 1 }),
    enabled: Boolean(id),
  });
  if (!id) return <NoProductChosen />;
  return (
    <ProductDetail
      key={id}
      productId={id}
      preview={preview}
      actions={wishlistAction}
      reviews={reviewsSection}
      jsonLdReviews={firstReviews.data?.reviews}
    />
  );
}
