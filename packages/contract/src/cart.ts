import { z } from 'zod';
import { AppliedDiscountSchema } from './discount.ts';
import { CheckoutItemSchema } from './pricing.ts';
import { ProductTypeSchema } from './product.ts';

/** POST /cart/items: the quantity is added to what the cart already holds. */
export const AddCartItemBodySchema = CheckoutItemSchema;
export type AddCartItemBody = z.infer<typeof AddCartItemBodySchema>;

/** PUT /cart/items/{productId}: the new quantity, at least 1 (remove the item to drop it). */
export const UpdateCartItemBodySchema = CheckoutItemSchema.pick({ quantity: true });
export type UpdateCartItemBody = z.infer<typeof UpdateCartItemBodySchema>;

/** Any text, so an unknown or malformed id is a 404 like a missing product. */
export const CartItemParamsSchema = z.object({ productId: z.string().max(100) });
export type CartItemParams = z.infer<typeof CartItemParamsSchema>;

export const CartProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  price: z.number(),
  stock: z.number().int(),
  type: ProductTypeSchema,
  /** False when the product was deleted or is out of stock: it cannot be checked out. */
  available: z.boolean(),
});
export type CartProduct = z.infer<typeof CartProductSchema>;

export const CartItemSchema = z.object({
  product: CartProductSchema,
  quantity: z.number().int(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** Every cart call answers the whole cart; the client replaces its copy with it. */
export const CartSchema = z.object({
  items: z.array(CartItemSchema),
  /** Sum of the quantities: the header badge. */
  itemCount: z.number().int(),
  /** Dollars, available items only. */
  subtotal: z.number(),
  /** The applied code (see QuoteSchema); shipping and tax come at checkout. */
  discount: AppliedDiscountSchema.nullable().optional(),
  discountNotice: z.string().nullable().optional(),
});
export type Cart = z.infer<typeof CartSchema>;
