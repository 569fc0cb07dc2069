import { z } from 'zod';

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube', 'x'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** GET /shop: the shop's public settings for every page; a network without a link is null. */
export const ShopInfoSchema = z.object({
  social: z.object({
    facebook: z.string().nullable(),
    instagram: z.string().nullable(),
    youtube: z.string().nullable(),
    x: z.string().nullable(),
  }),
});
export type ShopInfo = z.infer<typeof ShopInfoSchema>;
