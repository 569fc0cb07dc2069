import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import {
  can,
  IMAGE_TYPES,
  type ImageType,
  PHOTO_NOT_FOUND,
  PHOTO_TOO_LARGE,
  PHOTO_TYPES_ONLY,
} from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { databaseImageFiles } from '../../adapters/storage/database-image-files.ts';
import { diskImageFiles } from '../../adapters/storage/disk-image-files.ts';
import { detectImageType } from '../../adapters/storage/image-bytes.ts';
import type { ImageFiles } from '../../adapters/storage/image-files.ts';
import type { Database } from '../../db/database.ts';
import { customerPhotos, reviews } from '../../db/schema/index.ts';
import { AppError, ValidationError } from '../../errors/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';

export const unsupportedPhoto = () => new AppError('UNSUPPORTED_MEDIA_TYPE', PHOTO_TYPES_ONLY);
export const photoTooLarge = () => new AppError('PAYLOAD_TOO_LARGE', PHOTO_TOO_LARGE);

/** Longest side a stored photo keeps: plenty for a desk to see a crack, a tenth of a raw camera file. */
export const PHOTO_MAX_SIDE = 2400;
/** A decompression bomb (a small file of a huge picture) is refused before it is drawn. */
const PHOTO_MAX_PIXELS = 50_000_000;

/**
 * Where customer photos' bytes are kept: the product images' own files (stored_images on
 * PostgreSQL, DATA_DIR/uploads on PGlite). Never the S3 bucket: its objects are public at
 * S3_PUBLIC_URL, and these photos are private (decision 081).
 */
export function customerPhotoFiles(app: FastifyInstance): ImageFiles {
  const storage = app.imageStorage;
  if (storage.kind === 'local') return storage.files;
  const disk = diskImageFiles(join(app.config.dataDir, 'uploads'));
  return app.dbKind === 'postgres' ? databaseImageFiles(app.db, disk) : disk;
}

/** 'photo-<uuid>.jpg': not the '<uuid>.<ext>' the public GET /uploads/<name> serves. */
export const photoFileName = (type: ImageType) => `photo-${randomUUID()}.${IMAGE_TYPES[type]}`;

/**
 * The photo re-encoded in its own type: turned upright as its EXIF says, at most 2400 px a side,
 * and with no metadata at all — sharp writes EXIF (GPS included), XMP and IPTC only when asked
 * with withMetadata()/keepMetadata(), which this never does. Throws 415 for what is not a
 * JPEG, PNG or WebP by its bytes, or cannot be decoded.
 */
export async function cleanPhoto(bytes: Buffer): Promise<{ bytes: Buffer; type: ImageType }> {
  const type = detectImageType(bytes);
  if (!type) throw unsupportedPhoto();
  // Loaded by the first upload, not at start (decision 080).
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS })
      .rotate()
      .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
    const encoded =
      type === 'image/png'
        ? image.png()
        : type === 'image/webp'
          ? image.webp({ quality: 85 })
          : image.jpeg({ quality: 85, mozjpeg: true });
    return { bytes: await encoded.toBuffer(), type };
  } catch {
    throw unsupportedPhoto();
  }
}

/**
 * A return, a claim or a review may carry only a photo its own customer uploaded; anyone else's
 * (or an unknown id) is answered as not found, so ids of others' photos reveal nothing.
 */
export async function assertOwnPhoto(
  db: Database,
  userId: string,
  photoId: string | null | undefined,
): Promise<string | null> {
  if (!photoId) return null;
  const [row] = await db
    .select({ id: customerPhotos.id })
    .from(customerPhotos)
    .where(and(eq(customerPhotos.id, photoId), eq(customerPhotos.userId, userId)));
  if (!row) throw new ValidationError(PHOTO_NOT_FOUND);
  return row.id;
}

/** A photo and whether a published review shows it (then anyone may see it). */
export async function findPhoto(db: Database, photoId: string) {
  const [row] = await db
    .select({
      id: customerPhotos.id,
      userId: customerPhotos.userId,
      fileName: customerPhotos.fileName,
      contentType: customerPhotos.contentType,
    })
    .from(customerPhotos)
    .where(eq(customerPhotos.id, photoId));
  if (!row) return undefined;
  const [published] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.photoId, photoId), eq(reviews.status, 'published')))
    .limit(1);
  return { ...row, public: published !== undefined };
}

/** The customer who uploaded it, or staff whose desk shows customer photos. */
export function maySee(user: AuthUser, photo: { userId: string }): boolean {
  if (user.id === photo.userId) return true;
  if (user.role !== 'admin') return false;
  return (['returns:read', 'warranty:read', 'reviews:read'] as const).some((action) =>
    can(user.staffRole, action),
  );
}
