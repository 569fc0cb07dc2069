import type { ImageType, UploadSignature } from '@shop/contract';

/** Ten minutes to start the PUT after signing: enough for a slow phone, short enough to leak little. */
export const UPLOAD_URL_TTL_SECONDS = 600;

/** Only names the server chose: '<uuid>.<ext>'. Anything else (../, other extensions) is refused. */
export const STORED_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

/**
 * The name of an upload's 1200 × 630 rendition for link previews, stored beside it:
 * `<uuid>.png` → `<uuid>.og.jpg` (modules/uploads/social-rendition.ts renders it).
 */
export function socialImageName(fileName: string): string {
  return fileName.replace(/\.(jpg|png|webp)$/, '.og.jpg');
}

/** What a storage finds at an image URL a product is about to use. */
export type UploadCheck =
  /** Not one of this storage's uploads (a shop image, another site): nothing to check. */
  | 'not-an-upload'
  | 'image'
  /** Signed but never stored, or already removed. */
  | 'missing'
  /** Its bytes are not the JPEG, PNG or WebP it claimed to be; the storage has deleted it. */
  | 'not-an-image';

export interface ImageStorage {
  kind: 's3' | 'local';
  /**
   * A URL the browser PUTs `fileName` (server-chosen) to, and where the image will be served.
   * With `size`, a storage that cannot check the body itself (S3) binds the PUT to that size.
   */
  signUpload(fileName: string, type: ImageType, size?: number): Promise<UploadSignature>;
  /** Checks an upload before a product points at it; URLs of anything else are left alone. */
  verifyUpload(url: string): Promise<UploadCheck>;
  /**
   * Stores `render`'s rendition of an upload beside it (socialImageName), when the storage does
   * not make it as the file arrives (S3: the browser PUTs to the bucket); null from `render`
   * stores nothing. URLs of anything else are left alone.
   */
  storeSocialImage?(url: string, render: (image: Buffer) => Promise<Buffer | null>): Promise<void>;
}
