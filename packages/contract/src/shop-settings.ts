import { z } from 'zod';
import { dollars } from './bounds.ts';

/** GET/PUT /admin/settings: the owner's shop settings. */
export const ShopSettingsSchema = z.object({
  /** The most a support member may refund at once, in dollars. */
  supportRefundLimit: z.number(),
});
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;

export const UpdateShopSettingsBodySchema = z.object({
  supportRefundLimit: dollars('The support refund limit', 0),
});
export type UpdateShopSettingsBody = z.infer<typeof UpdateShopSettingsBodySchema>;
