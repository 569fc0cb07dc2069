/**
 * Response schemas for signed-in calls made from pages every visitor opens (session, cart badge,
 * wishlist button, the product page's review photo). Callers import this module on demand, so
 * zod is not part of a signed-out visit to those pages; pages that only signed-in customers use
 * import their schemas directly.
 */
export {
  CartSchema,
  CustomerPhotoSchema,
  UserSchema,
  WishlistEntrySchema,
  WishlistSchema,
} from '@shop/contract';
