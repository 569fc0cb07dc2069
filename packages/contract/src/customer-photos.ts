import { z } from 'zod';
import { PHOTO_NOT_FOUND } from './customer-photo-rules.ts';

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
