import { z } from 'zod';
import { ProductCardSchema } from './product.ts';

/** GET /wishlist: the signed-in customer's saved products, newest first. */
export const WishlistSchema = z.array(ProductCardSchema);
export type Wishlist = z.infer<typeof WishlistSchema>;

/** PUT and DELETE /wishlist/{productId}. */
export const WishlistParamsSchema = z.object({ productId: z.string().max(100) });
export type WishlistParams = z.infer<typeof WishlistParamsSchema>;

/** What PUT (saved: true) and DELETE (saved: false) answer; both are idempotent. */
export const WishlistEntrySchema = z.object({
  productId: z.string(),
  saved: z.boolean(),
});
export type WishlistEntry = z.infer<typeof WishlistEntrySchema>;
