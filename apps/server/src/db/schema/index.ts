export * from './auth-failures.ts';
export * from './cart.ts';
export * from './messaging.ts';
export * from './orders.ts';
export * from './payment-events.ts';
export * from './products.ts';
export * from './tracker.ts';
export * from './users.ts';
