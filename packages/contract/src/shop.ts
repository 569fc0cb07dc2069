import { z } from 'zod';
import { successEnvelope } from './envelope.ts';

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube', 'x'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** GET /shop: what every page needs to know about this shop; a network without a link is null. */
export const ShopInfoSchema = z.object({
  /** PAYMENTS_TEST_MODE=true: every page shows TEST_PAYMENTS_BANNER (test-payments.ts). */
  testPayments: z.boolean(),
  /** SHOP_TIMEZONE: the back office writes its times and days in it, wherever the admin is. */
  timeZone: z.string(),
  social: z.object({
    facebook: z.string().nullable(),
    instagram: z.string().nullable(),
    youtube: z.string().nullable(),
    x: z.string().nullable(),
  }),
});
export type ShopInfo = z.infer<typeof ShopInfoSchema>;

export const ShopInfoResponseSchema = successEnvelope(ShopInfoSchema);
