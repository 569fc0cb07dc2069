/**
 * Response schemas for signed-in calls made from pages every visitor opens (session, cart badge,
 * wishlist button). Callers import this module on demand, so zod is not part of a signed-out
 * visit to those pages; pages that only signed-in customers use import their schemas directly.
 */
export { CartSchema, UserSchema, WishlistEntrySchema, WishlistSchema } from '@shop/contract';
