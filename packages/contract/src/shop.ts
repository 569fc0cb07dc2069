import { z } from 'zod';
import { successEnvelope } from './envelope.ts';

export const TEST_PAYMENTS_BANNER = 'Test mode: payments are not real, no card is charged.';

export const ShopInfoSchema = z.object({
  /** The operator runs with PAYMENTS_TEST_MODE=true: every page shows TEST_PAYMENTS_BANNER. */
  testPayments: z.boolean(),
});
export type ShopInfo = z.infer<typeof ShopInfoSchema>;

/** GET /shop */
export const ShopInfoResponseSchema = successEnvelope(ShopInfoSchema);
