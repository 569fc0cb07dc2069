import type { CheckoutItem } from '@shop/contract';
import { ConflictError, NotFoundError } from '../../errors/index.ts';
import type { CheckoutProduct } from './checkout.repository.ts';

export interface CheckoutLine {
  product: CheckoutProduct;
  quantity: number;
}

/** Same product twice in a request counts once with the quantities added. */
export function mergeItems(items: readonly CheckoutItem[]): CheckoutItem[] {
  const byId = new Map<string, number>();
  for (const item of items)
    byId.set(item.productId, (byId.get(item.productId) ?? 0) + item.quantity);
  return [...byId].map(([productId, quantity]) => ({ productId, quantity }));
}

/** Pairs each requested item with its product; an unknown id is a 404. */
export function matchProducts(
  items: readonly CheckoutItem[],
  found: readonly CheckoutProduct[],
): CheckoutLine[] {
  const byId = new Map(found.map((product) => [product.id, product]));
  return mergeItems(items).map((item) => {
    const product = byId.get(item.productId);
    if (!product) throw new NotFoundError('Product not found.');
    return { product, quantity: item.quantity };
  });
}

/** Before payment: every line must be live and in stock for its quantity. */
export function assertPurchasable(lines: readonly CheckoutLine[]): void {
  for (const { product, quantity } of lines) {
    if (product.deletedAt) {
      throw new ConflictError(`Sorry, ${product.name} is no longer available.`);
    }
    if (product.stock <= 0) throw new ConflictError(`Sorry, ${product.name} is out of stock.`);
    if (quantity > product.stock) {
      throw new ConflictError(`Only ${product.stock} of ${product.name} left in stock.`);
    }
  }
}
