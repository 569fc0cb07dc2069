import { z } from 'zod';
import { AdminPageQuerySchema, adminPageSchema } from './admin-page.ts';
import { PhotoIdSchema } from './customer-photos.ts';

export const WARRANTY_CLAIM_STATUSES = ['open', 'approved', 'declined'] as const;
export const WarrantyClaimStatusSchema = z.enum(WARRANTY_CLAIM_STATUSES);
export type WarrantyClaimStatus = z.infer<typeof WarrantyClaimStatusSchema>;

export const WARRANTY_CLAIM_STATUS_LABELS: Record<WarrantyClaimStatus, string> = {
  open: 'Under review',
  approved: 'Approved',
  declined: 'Declined',
};

export const WARRANTY_ENDED_MESSAGE = "This system's warranty has ended.";
export const NO_WARRANTY_MESSAGE = 'This system has no warranty.';
export const CLAIM_ALREADY_OPEN_MESSAGE = 'A claim for this system is already under review.';
export const CLAIM_ALREADY_DECIDED_MESSAGE = 'This claim has already been decided.';

/** An uploaded image of the shop ('/uploads/…') or an absolute http(s) URL. */
const photoUrl = z
  .string()
  .trim()
  .max(2048)
  .regex(/^(\/uploads\/[\w\-./]+|https?:\/\/\S+)$/, { error: 'Must be an uploaded photo.' });

/** POST /warranty-claims: what happened, and the serial number when the customer has it. */
export const CreateWarrantyClaimBodySchema = z.object({
  trackedProductId: z.uuid({ error: 'Choose the system the claim is for.' }),
  description: z
    .string()
    .trim()
    .min(10, { error: 'Tell us what happened, in a sentence or two.' })
    .max(2000, { error: 'Keep the description under 2,000 characters.' }),
  serialNumber: z
    .string()
    .trim()
    .max(64, { error: 'A serial number is at most 64 characters.' })
    .optional()
    .transform((value) => value || undefined),
  photoUrl: photoUrl.optional(),
  /** A photo the customer uploaded (POST /uploads/photos). */
  photoId: PhotoIdSchema.optional(),
});
export type CreateWarrantyClaimBody = z.infer<typeof CreateWarrantyClaimBodySchema>;
export type CreateWarrantyClaimInput = z.input<typeof CreateWarrantyClaimBodySchema>;

/** A claim as its customer sees it (GET /warranty-claims). */
export const WarrantyClaimSchema = z.object({
  _id: z.string(),
  number: z.number().int(),
  trackedProductId: z.string().nullable(),
  productName: z.string(),
  warrantyEndsOn: z.string(),
  description: z.string(),
  serialNumber: z.string().nullable(),
  photoUrl: z.string().nullable(),
  /** The customer's photo (GET /uploads/photos/{id}), or null. */
  photoId: z.string().nullable(),
  status: WarrantyClaimStatusSchema,
  resolution: z.enum(['replacement', 'repair']).nullable(),
  repairNote: z.string().nullable(),
  declineReason: z.string().nullable(),
  replacementOrder: z.object({ _id: z.string(), orderNumber: z.number().int() }).nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type WarrantyClaim = z.infer<typeof WarrantyClaimSchema>;

/** GET /admin/warranty-claims item: the claim with its customer. */
export const AdminWarrantyClaimSchema = WarrantyClaimSchema.extend({
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string().nullable() }),
  /** The system's parts, for a replacement of one part rather than the whole system. */
  replaceable: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type AdminWarrantyClaim = z.infer<typeof AdminWarrantyClaimSchema>;

export const AdminWarrantyClaimsQuerySchema = AdminPageQuerySchema.extend({
  status: WarrantyClaimStatusSchema.optional(),
});
export type AdminWarrantyClaimsQuery = z.infer<typeof AdminWarrantyClaimsQuerySchema>;

export const AdminWarrantyClaimPageSchema = adminPageSchema(AdminWarrantyClaimSchema);
export type AdminWarrantyClaimPage = z.infer<typeof AdminWarrantyClaimPageSchema>;

export const WarrantyClaimParamsSchema = z.object({ id: z.uuid({ error: 'Claim not found.' }) });

/**
 * POST /admin/warranty-claims/{id}/approve: a replacement (a $0 order for the system or one of
 * its parts) or a repair note the customer reads.
 */
export const ApproveWarrantyClaimBodySchema = z.discriminatedUnion('resolution', [
  z.object({ resolution: z.literal('replacement'), productId: z.uuid() }),
  z.object({
    resolution: z.literal('repair'),
    note: z
      .string()
      .trim()
      .min(5, { error: 'Write the repair note the customer will read.' })
      .max(2000),
  }),
]);
export type ApproveWarrantyClaimBody = z.infer<typeof ApproveWarrantyClaimBodySchema>;

/** POST /admin/warranty-claims/{id}/decline: the reason the customer reads. */
export const DeclineWarrantyClaimBodySchema = z.object({
  reason: z.string().trim().min(5, { error: 'Write the reason the customer will read.' }).max(2000),
});
export type DeclineWarrantyClaimBody = z.infer<typeof DeclineWarrantyClaimBodySchema>;
