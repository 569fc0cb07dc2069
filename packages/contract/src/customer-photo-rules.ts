/**
 * A customer's photo for a return, a warranty claim or a review (issue 42, decision 081):
 * one JPEG, PNG or WebP, sent as the raw body of POST /uploads/photos with its Content-Type.
 * Free of zod: the product page shows review photos and the review form's photo field, and a
 * visitor's first download carries no zod (decision 007); the schemas are in customer-photos.ts.
 */
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
export const PHOTO_TOO_LARGE = 'The photo is too large; the limit is 8 MB.';
export const PHOTO_TYPES_ONLY = 'Only JPEG, PNG or WebP photos are allowed.';
export const PHOTO_NOT_FOUND = 'That photo was not found. Please add it again.';
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

/** The photo's path under the API base (/api/v1). */
export function customerPhotoPath(photoId: string): string {
  return `/uploads/photos/${photoId}`;
}
