import { z } from 'zod';
import { dollars, wholeNumber } from './bounds.ts';
import { ProductTypeSchema } from './product.ts';

/** GET/PUT /admin/settings: the owner's shop settings. */
export const ShopSettingsSchema = z.object({
  /** The most a support member may refund at once, in dollars. */
  supportRefundLimit: z.number(),
  /** Days after delivery that the review request e-mail goes out. */
  reviewRequestDays: z.number().int(),
  /** Days after delivery a return may be started (issue 42). */
  returnWindowDays: z.number().int(),
  /** Product types not taken back once opened (filter cartridges, for hygiene). */
  nonReturnableTypes: z.array(ProductTypeSchema),
  /** Where customers send returns; empty = the address from the shop's configuration. */
  returnAddress: z.string(),
});
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;

export const UpdateShopSettingsBodySchema = z.object({
  supportRefundLimit: dollars('The support refund limit', 0),
  /** Absent: unchanged. */
  reviewRequestDays: wholeNumber('Days before the review request', 0, 365).optional(),
  returnWindowDays: wholeNumber('The return window', 0, 365).optional(),
  nonReturnableTypes: z
    .array(ProductTypeSchema, { error: 'Choose product types from the list.' })
    .max(3)
    .optional(),
  returnAddress: z
    .string()
    .trim()
    .max(500, 'The return address can be at most 500 characters.')
    .optional(),
});
export type UpdateShopSettingsBody = z.infer<typeof UpdateShopSettingsBodySchema>;
