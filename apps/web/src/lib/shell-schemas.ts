/**
 * The response schemas the app shell (session, cart badge) validates with. Callers import this
 * module on demand, so zod is not part of the first download of a signed-out visit; pages that
 * fetch data bring it with their own chunk.
 */
export { CartSchema, UserSchema } from '@shop/contract';
