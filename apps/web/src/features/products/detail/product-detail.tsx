import type { ProductCard, Review } from '@shop/contract';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useProduct } from '../api/get-product.ts';
import { FitsSystems } from './fits-systems.tsx';
import { ImageGallery } from './image-gallery.tsx';
import { MobileBuyBar } from './mobile-buy-bar.tsx';
import { ProductJsonLd } from './product-json-ld.tsx';
import { ProductParts } from './product-parts.tsx';
import { PurchaseNoticeToast } from './purchase-notice-toast.tsx';
import { PurchasePanel } from './purchase-panel.tsx';
import { ShareButton } from './share-button.tsx';
import { usePurchase } from './use-purchase.ts';
import { useResumePurchase } from './use-resume-purchase.ts';

interface ProductDetailProps {
  productId: string;
  /** The card the visitor clicked, shown while the whole product loads. */
  preview?: ProductCard | null;
  /** Extra actions beside Share (the wishlist button). */
  actions?: (productId: string) => ReactNode;
  /** The product's reviews section (the reviews feature), under its parts. */
  reviews?: (productId: string) => ReactNode;
  /** The reviews the page shows first: its JSON-LD lists them. */
  jsonLdReviews?: Review[];
}

const PRODUCT_NOT_FOUND = 'Product not found.';

const summarise = (text: string) => (text.length > 155 ? `${text.slice(0, 152)}…` : text);

export function ProductDetail({
  productId,
  preview,
  actions,
  reviews,
  jsonLdReviews,
}: ProductDetailProps) {
  const query = useProduct(productId, preview);
  const product = query.data;
  const [quantity, setQuantity] = useState(1);
  const purchase = usePurchase();
  const isHydrated = useHydrated();
  useResumePurchase(purchase, product ?? undefined, !query.isPlaceholderData && isHydrated);
  usePageMeta(
    product?.name ?? 'Product',
    product?.description
      ? summarise(product.description)
      : `${product?.name ?? 'A product'} at ClearSpring Water.`,
  );

  if (!product) {
    if (product === null) return <ProductUnavailable message={PRODUCT_NOT_FOUND} />;
    if (query.isError) return <ProductUnavailable message={query.error.message} />;
    return (
      <p role="status" className="flex min-h-[50vh] items-center justify-center text-lg">
        Loading Product...
      </p>
    );
  }

  const isLoading = query.isPlaceholderData;
  const inStock = product.stock > 0;
  // Buying waits for the real product. A tap before the app has started is kept and done once
  // it has (data-early-tap, app/early-taps.ts).
  const cannotBuyYet = isLoading;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      {isLoading ? null : <ProductJsonLd product={product} reviews={jsonLdReviews} />}
      <div className="grid grid-cols-1 gap-8 md:grid-cols-2 lg:gap-12">
        <ImageGallery
          key={product._id}
          name={product.name}
          images={[product.imageUrl, ...product.imageUrls]}
        />
        <div>
          {/* With large text on a phone the name takes a row of its own, the buttons the next:
              beside them it broke inside words (issue 40.19). */}
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h1 className="min-w-0 flex-1 basis-48 text-2xl font-bold tracking-tight wrap-break-word sm:text-3xl">
              {product.name}
            </h1>
            <div className="flex shrink-0">
              {actions?.(product._id)}
              <ShareButton title={product.name} />
            </div>
          </div>
          {product.sku ? (
            <p className="mt-1 text-sm text-base-content/70">SKU {product.sku}</p>
          ) : null}
          <div className="mt-6">
            <PurchasePanel
              product={product}
              quantity={quantity}
              onQuantityChange={setQuantity}
              onAddToCart={() => purchase.addToCart(product, quantity)}
              onBuyNow={() => purchase.buyNow(product, quantity)}
              disabled={cannotBuyYet}
              busy={purchase.isAdding}
            />
          </div>
        </div>
      </div>
      <section aria-labelledby="description-heading" className="mt-10 max-w-3xl">
        <h2 id="description-heading" className="text-xl font-bold">
          Description
        </h2>
        {isLoading ? (
          <p role="status" className="mt-2 text-base-content/80">
            Loading Product...
          </p>
        ) : (
          <p className="mt-2 whitespace-pre-line text-base-content/90">{product.description}</p>
        )}
      </section>
      <ProductParts parts={product.partDetails} />
      <FitsSystems systems={product.fitsSystems} />
      {reviews?.(product._id)}
      <MobileBuyBar
        quantity={quantity}
        onQuantityChange={setQuantity}
        onAddToCart={() => purchase.addToCart(product, quantity)}
        max={inStock ? product.stock : undefined}
        disabled={!inStock || cannotBuyYet}
        busy={purchase.isAdding}
      />
      <PurchaseNoticeToast notice={purchase.notice} />
    </div>
  );
}

function ProductUnavailable({ message }: { message: string }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Product unavailable</h1>
      <p className="mt-3 text-base-content/80">{message}</p>
      <Link to={paths.products} className="btn btn-primary mt-8">
        Browse all products
      </Link>
    </section>
  );
}
