/**
 * What every page shows while the operator runs with PAYMENTS_TEST_MODE=true. Kept apart from
 * shop.ts's schemas: a page that only shows this sentence must not build zod schemas.
 */
export const TEST_PAYMENTS_BANNER = 'Test mode: payments are not real, no card is charged.';
