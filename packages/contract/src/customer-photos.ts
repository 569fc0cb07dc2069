import { z } from 'zod';

/**
 * A customer's photo for a return, a warranty claim or a review (issue 42, decision 081):
 * one JPEG, PNG or WebP, sent as the raw body of POST /uploads/photos with its Content-Type.
 */
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
export const PHOTO_TOO_LARGE = 'The photo is too large; the limit is 8 MB.';
export const PHOTO_TYPES_ONLY = 'Only JPEG, PNG or WebP photos are allowed.';
export const PHOTO_NOT_FOUND = 'That photo was not found. Please add it again.';
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

/** The optional `photoId` of a return, a claim or a review: an id POST /uploads/photos answered. */
export const PhotoIdSchema = z.uuid({ error: PHOTO_NOT_FOUND });

/** POST /uploads/photos answer. */
export const CustomerPhotoSchema = z.object({
  _id: z.uuid(),
  /** Where the photo is read (with the customer's or a staff member's sign-in). */
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type CustomerPhoto = z.infer<typeof CustomerPhotoSchema>;

export const CustomerPhotoParamsSchema = z.object({ id: z.string().max(100) });

/** The photo's path under the API base (/api/v1). */
export function customerPhotoPath(photoId: string): string {
  return `/uploads/photos/${photoId}`;
}
