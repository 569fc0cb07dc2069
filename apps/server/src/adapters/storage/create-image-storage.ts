import type { Config } from '../../config.ts';
import type { ImageStorage } from './image-storage.ts';
import { createLocalImageStorage, type LocalImageStorage } from './local-image-storage.ts';
import { createS3ImageStorage } from './s3-image-storage.ts';

export type AnyImageStorage = (ImageStorage & { kind: 's3' }) | LocalImageStorage;

/**
 * S3-compatible storage (R2, S3, MinIO) when S3_* is configured; otherwise files on the server's
 * disk in DATA_DIR/uploads behind HMAC-signed PUT URLs. A half-configured S3 fails loudly.
 */
export function createImageStorage(config: Config): AnyImageStorage {
  const { bucket, accessKeyId, secretAccessKey, publicUrl, endpoint, region } = config.s3;
  if (!Object.values(config.s3).some(Boolean)) return createLocalImageStorage(config);
  if (!bucket || !accessKeyId || !secretAccessKey || !publicUrl) {
    throw new Error(
      'S3 image storage is partly configured: S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_PUBLIC_URL are all required (S3_ENDPOINT and S3_REGION are optional).',
    );
  }
  const settings = { bucket, accessKeyId, secretAccessKey, publicUrl, endpoint, region };
  return createS3ImageStorage(settings);
}
