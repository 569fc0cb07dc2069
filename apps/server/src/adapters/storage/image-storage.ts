import type { ImageType, UploadSignature } from '@shop/contract';

/** Ten minutes to start the PUT after signing: enough for a slow phone, short enough to leak little. */
export const UPLOAD_URL_TTL_SECONDS = 600;

export interface ImageStorage {
  kind: 's3' | 'local';
  /**
   * A URL the browser PUTs `fileName` (server-chosen) to, and where the image will be served.
   * With `size`, a storage that cannot check the body itself (S3) binds the PUT to that size.
   */
  signUpload(fileName: string, type: ImageType, size?: number): Promise<UploadSignature>;
}
