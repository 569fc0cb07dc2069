import { createRequire } from 'node:module';
import { IMAGE_HEADER_BYTES, isDeclaredImage } from './image-bytes.ts';
import {
  type ImageStorage,
  STORED_NAME,
  socialImageName,
  UPLOAD_URL_TTL_SECONDS,
} from './image-storage.ts';

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

const KEY_PREFIX = 'products/';

function decodePath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * Presigned PUT straight to the bucket; the browser never sends the file through our server, so
 * the bucket enforces type and size, and `verifyUpload` reads the stored bytes before a product
 * may use them.
 */
export function createS3ImageStorage(settings: S3Settings): ImageStorage & { kind: 's3' } {
  // AWS's SDK is loaded when S3 is configured, not by every start: about 20 MB of RSS
  // (decision 080).
  const require = createRequire(import.meta.url);
  const { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } =
    require('@aws-sdk/client-s3') as typeof import('@aws-sdk/client-s3');
  const { getSignedUrl } =
    require('@aws-sdk/s3-request-presigner') as typeof import('@aws-sdk/s3-request-presigner');
  const client = new S3Client({
    // R2 ignores the region but the signer needs one.
    region: settings.region ?? 'auto',
    endpoint: settings.endpoint,
    forcePathStyle: Boolean(settings.endpoint),
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // The SDK's default would sign the CRC32 of the (absent) body into the URL, and S3 and R2
    // then refuse every real file as a checksum mismatch.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  const publicBase = settings.publicUrl.replace(/\/+$/, '');
  const base = new URL(`${publicBase}/`);

  /**
   * The key of one of our uploads, from any spelling of its public URL a browser would load
   * (http or https, query, percent-encoding); undefined for every other URL.
   */
  function uploadKey(value: string): string | undefined {
    const url = URL.canParse(value) ? new URL(value) : undefined;
    if (!url || url.host !== base.host || !url.pathname.startsWith(base.pathname)) return undefined;
    const key = decodePath(url.pathname.slice(base.pathname.length));
    const isOurs = key?.startsWith(KEY_PREFIX) && STORED_NAME.test(key.slice(KEY_PREFIX.length));
    return isOurs ? key : undefined;
  }

  /** The object's first bytes and stored type; null when there is no such object. */
  async function readHeader(key: string) {
    const range = `bytes=0-${IMAGE_HEADER_BYTES - 1}`;
    try {
      const object = await client.send(
        new GetObjectCommand({ Bucket: settings.bucket, Key: key, Range: range }),
      );
      const bytes = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
      return { bytes, contentType: object.ContentType };
    } catch (error) {
      const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : 0;
      if (status === 404) return null;
      // 416: the range starts past the end, i.e. the object is empty.
      if (status === 416) return { bytes: Buffer.alloc(0), contentType: undefined };
      throw error;
    }
  }

  return {
    kind: 's3',
    async signUpload(fileName, type, size) {
      const key = `${KEY_PREFIX}${fileName}`;
      const command = new PutObjectCommand({
        Bucket: settings.bucket,
        Key: key,
        ContentType: type,
        ContentLength: size,
      });
      const signedUrl = await getSignedUrl(client, command, {
        expiresIn: UPLOAD_URL_TTL_SECONDS,
        // Signed, so the PUT must carry exactly the type and size that were approved: the bucket
        // refuses any other, which keeps the 5 MB limit. The bytes are checked by verifyUpload.
        signableHeaders: new Set(
          size === undefined ? ['content-type'] : ['content-type', 'content-length'],
        ),
      });
      return { signedUrl, publicUrl: `${publicBase}/${key}` };
    },

    async verifyUpload(url) {
      const key = uploadKey(url);
      if (!key) return 'not-an-upload';
      const header = await readHeader(key);
      if (!header) return 'missing';
      if (isDeclaredImage(header.bytes, key, header.contentType)) return 'image';
      // Public as soon as it is stored: a file that lies about its type must not stay.
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }));
      return 'not-an-image';
    },

    async storeSocialImage(url, render) {
      const key = uploadKey(url);
      if (!key) return;
      const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }));
      const rendition = await render(
        Buffer.from((await object.Body?.transformToByteArray()) ?? []),
      );
      if (!rendition) return;
      const put = new PutObjectCommand({
        Bucket: settings.bucket,
        Key: socialImageName(key),
        Body: rendition,
        ContentType: 'image/jpeg',
        CacheControl: 'public, max-age=31536000, immutable',
      });
      await client.send(put);
    },
  };
}
