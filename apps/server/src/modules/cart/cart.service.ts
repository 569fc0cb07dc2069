import { type AppliedDiscount, type Cart, centsToDollars } from '@shop/contract';
import { ConflictError, NotFoundError } from '../../errors/index.ts';
import type { CartLineRow, CartRepository } from './cart.repository.ts';

export const OUT_OF_STOCK = 'This product is out of stock.';
export const onlyLeft = (stock: number) => `Only ${stock} left in stock.`;
const NOT_IN_CART = 'This item is not in your cart.';

/** The applied code against the cart's subtotal (see discounts/customer-discount.ts). */
export type CartDiscountLookup = (
  userId: string,
  subtotalCents: number,
) => Promise<{ discount: AppliedDiscount | null; notice: string | null }>;

function toCart(rows: readonly CartLineRow[]): Cart & { subtotalCents: number } {
  const items = rows.map(({ product, quantity }) => ({
    product: {
      _id: product.id,
      name: product.name,
      imageUrl: product.imageUrl,
      price: centsToDollars(product.priceCents),
      stock: product.stock,
      type: product.type,
      available: product.deletedAt === null && product.stock > 0,
    },
    quantity,
  }));
  const subtotalCents = rows
    .filter((row) => row.product.deletedAt === null && row.product.stock > 0)
    .reduce((sum, row) => sum + row.product.priceCents * row.quantity, 0);
  return {
    items,
    itemCount: rows.reduce((sum, row) => sum + row.quantity, 0),
    subtotal: centsToDollars(subtotalCents),
    subtotalCents,
  };
}

/** Quantities are whole numbers of at least 1 (the schema) and never above stock (here). */
export function cartService(repository: CartRepository, discountOf?: CartDiscountLookup) {
  async function liveProduct(productId: string) {
    const product = await repository.product(productId);
    if (!product || product.deletedAt) throw new NotFoundError('Product not found.');
    return product;
  }

  function assertInStock(stock: number, quantity: number) {
    if (stock <= 0) throw new ConflictError(OUT_OF_STOCK);
    if (quantity > stock) throw new ConflictError(onlyLeft(stock));
  }

  return {
    async get(userId: string): Promise<Cart> {
      const { subtotalCents, ...cart } = toCart(await repository.lines(userId));
      if (!discountOf) return cart;
      const { discount, notice } = await discountOf(userId, subtotalCents);
      // Without an applied code the answer stays as it always was.
      if (!discount && !notice) return cart;
      return { ...cart, discount, discountNotice: notice };
    },

    async add(userId: string, productId: string, quantity: number): Promise<Cart> {
      const product = await liveProduct(productId);
      const wanted = (await repository.quantityOf(userId, productId)) + quantity;
      assertInStock(product.stock, wanted);
      await repository.setQuantity(userId, productId, wanted);
      return this.get(userId);
    },

    async update(userId: string, productId: string, quantity: number): Promise<Cart> {
      if ((await repository.quantityOf(userId, productId)) === 0) {
        throw new NotFoundError(NOT_IN_CART);
      }
      const product = await liveProduct(productId);
      assertInStock(product.stock, quantity);
      await repository.setQuantity(userId, productId, quantity);
      return this.get(userId);
    },

    async remove(userId: string, productId: string): Promise<Cart> {
      await repository.remove(userId, productId);
      return this.get(userId);
    },

    async clear(userId: string): Promise<Cart> {
      await repository.clear(userId);
      return this.get(userId);
    },
  };
}
