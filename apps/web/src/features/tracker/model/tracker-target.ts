import { z } from 'zod';

/** What the 'Add Product Information' modal is about to track. */
export interface TrackerTarget {
  productId: string;
  name: string;
  imageUrl: string;
  /** Set when the product came from an order line ('Install & Track', the thank-you modal). */
  orderItemId?: string;
}

const ProductLike = z.object({
  _id: z.string(),
  name: z.string(),
  imageUrl: z.string().default(''),
});

/** An order line as the orders API shows it: `product` is the product's id. */
const OrderLineLike = z.object({
  _id: z.string().optional(),
  product: z.union([z.string(), ProductLike]),
  name: z.string(),
  imageUrl: z.string().default(''),
});

const NavigationStateSchema = z.object({
  orderItemId: z.string().optional(),
  product: z.union([OrderLineLike, ProductLike, z.string()]).optional(),
  item: OrderLineLike.optional(),
  filterItem: OrderLineLike.optional(),
  orderItem: OrderLineLike.optional(),
  name: z.string().optional(),
  imageUrl: z.string().optional(),
});

/**
 * The product a page handed to /dashboard as navigation state: the thank-you modal after checkout
 * passes { orderId, orderItemId } with the product ({ product }) or its order line (an order
 * line's `_id` is the line's, its `product` the product's id).
 */
export function targetFromNavigationState(state: unknown): TrackerTarget | null {
  const parsed = NavigationStateSchema.safeParse(state);
  if (!parsed.success) return null;
  const { orderItemId, product, name, imageUrl } = parsed.data;
  const productIsLine = typeof product === 'object' && 'product' in product;
  const line =
    parsed.data.item ??
    parsed.data.filterItem ??
    parsed.data.orderItem ??
    (productIsLine ? product : undefined);
  const withOrder = (target: TrackerTarget): TrackerTarget => {
    const itemId = orderItemId ?? line?._id;
    return itemId ? { ...target, orderItemId: itemId } : target;
  };

  if (product && typeof product === 'object' && !productIsLine) {
    return withOrder({ productId: product._id, name: product.name, imageUrl: product.imageUrl });
  }
  if (line) {
    const lineProduct = line.product;
    return typeof lineProduct === 'string'
      ? withOrder({ productId: lineProduct, name: line.name, imageUrl: line.imageUrl })
      : withOrder({ productId: lineProduct._id, name: line.name, imageUrl: line.imageUrl });
  }
  if (typeof product === 'string' && name) {
    return withOrder({ productId: product, name, imageUrl: imageUrl ?? '' });
  }
  return null;
}
