/** The cart's sentences and delays, word for word from SPEC.md section 8. */
export const CART_LOAD_FAILED = 'Failed to load cart. Please try again.';
export const UPDATE_FAILED = 'Failed to update quantity.';
export const REMOVE_FAILED = 'Failed to remove item.';
export const SESSION_EXPIRED = 'Session expired. Please log in again.';
/** A change asked for after the token left storage (signed out in another tab). */
export const AUTH_MISSING = 'Authentication error. Please log in again.';
export const SESSION_EXPIRED_REDIRECT_MS = 2000;
