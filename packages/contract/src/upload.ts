import { z } from 'zod';
import { INT4_MAX } from './bounds.ts';

/** The image types the shop accepts, by MIME type and the extension stored files get. */
export const IMAGE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const;
export type ImageType = keyof typeof IMAGE_TYPES;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export function isImageType(value: string): value is ImageType {
  return Object.hasOwn(IMAGE_TYPES, value);
}

/**
 * GET /upload/sign-r2-upload query. fileType is any text here so an unsupported type gets a
 * clear 415 from the server rather than a schema error.
 */
export const UploadSignQuerySchema = z.object({
  fileName: z.string().trim().min(1).max(255),
  fileType: z.string().trim().min(1).max(100),
  /** The file's size in bytes: over the limit is refused at once, and S3 signs it into the PUT. */
  fileSize: z.coerce.number().int().min(1).max(INT4_MAX).optional(),
});
export type UploadSignQuery = z.infer<typeof UploadSignQuerySchema>;

/** PUT the file to signedUrl with its Content-Type; the product then stores publicUrl. */
export const UploadSignatureSchema = z.object({
  signedUrl: z.string(),
  publicUrl: z.string(),
});
export type UploadSignature = z.infer<typeof UploadSignatureSchema>;
