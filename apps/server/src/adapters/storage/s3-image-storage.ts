import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { type ImageStorage, UPLOAD_URL_TTL_SECONDS } from './image-storage.ts';

export interface S3Settings {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the bucket's objects are publicly readable, e.g. https://images.example.com. */
  publicUrl: string;
  /** Absent for AWS S3; R2 and MinIO give one. */
  endpoint: string | undefined;
  region: string | undefined;
}

/** Presigned PUT straight to the bucket; the browser never sends the file through our server. */
export function createS3ImageStorage(settings: S3Settings): ImageStorage & { kind: 's3' } {
  const client = new S3Client({
    // R2 ignores the region but the signer needs one.
    region: settings.region ?? 'auto',
    endpoint: settings.endpoint,
    forcePathStyle: Boolean(settings.endpoint),
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
  });
  const publicBase = settings.publicUrl.replace(/\/+$/, '');

  return {
    kind: 's3',
    async signUpload(fileName, type, size) {
      const key = `products/${fileName}`;
      const command = new PutObjectCommand({
        Bucket: settings.bucket,
        Key: key,
        ContentType: type,
        ContentLength: size,
      });
      const signedUrl = await getSignedUrl(client, command, {
        expiresIn: UPLOAD_URL_TTL_SECONDS,
        // Signed, so the PUT must carry exactly the type and size that were approved: the bucket
        // refuses any other, which keeps the 5 MB limit (the content itself is not inspected).
        signableHeaders: new Set(
          size === undefined ? ['content-type'] : ['content-type', 'content-length'],
        ),
      });
      return { signedUrl, publicUrl: `${publicBase}/${key}` };
    },
  };
}
