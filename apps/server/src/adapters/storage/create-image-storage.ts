import { join } from 'node:path';
import type { Config } from '../../config.ts';
import type { Database, DatabaseKind } from '../../db/database.ts';
import { databaseImageFiles } from './database-image-files.ts';
import { diskImageFiles } from './disk-image-files.ts';
import type { ImageStorage } from './image-storage.ts';
import { createLocalImageStorage, type LocalImageStorage } from './local-image-storage.ts';
import { createS3ImageStorage } from './s3-image-storage.ts';

export type AnyImageStorage = (ImageStorage & { kind: 's3' }) | LocalImageStorage;

/**
 * S3-compatible storage (R2, S3, MinIO) when S3_* is configured; otherwise uploads through the
 * server behind HMAC-signed PUT URLs, kept in the database on PostgreSQL (every instance serves
 * them) or in DATA_DIR/uploads on PGlite. A half-configured S3 fails loudly.
 */
export function createImageStorage(
  config: Config,
  database?: { db: Database; dbKind: DatabaseKind },
): AnyImageStorage {
  const { bucket, accessKeyId, secretAccessKey, publicUrl, endpoint, region } = config.s3;
  if (!Object.values(config.s3).some(Boolean)) {
    const disk = diskImageFiles(join(config.dataDir, 'uploads'));
    const files = database?.dbKind === 'postgres' ? databaseImageFiles(database.db, disk) : disk;
    return createLocalImageStorage(config, Date.now, files);
  }
  if (!bucket || !accessKeyId || !secretAccessKey || !publicUrl) {
    throw new Error(
      'S3 image storage is partly configured: S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_PUBLIC_URL are all required (S3_ENDPOINT and S3_REGION are optional).',
    );
  }
  const settings = { bucket, accessKeyId, secretAccessKey, publicUrl, endpoint, region };
  return createS3ImageStorage(settings);
}
