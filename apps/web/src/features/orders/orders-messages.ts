/** The order pages' sentences and delay, word for word from SPEC.md sections 6 and 8. */
export const ORDERS_LOAD_FAILED = 'Failed to load orders.';
export const ORDERS_SESSION_EXPIRED = 'Session expired or invalid. Please log in again.';
export const ORDERS_SESSION_EXPIRED_REDIRECT_MS = 2500;
export const ACCESS_DENIED = 'Access denied. Admin privileges required.';
export const NO_ORDERS_YET = "You haven't made any orders yet.";
export const NO_ORDERS_RECEIVED = 'No orders have been received yet.';
