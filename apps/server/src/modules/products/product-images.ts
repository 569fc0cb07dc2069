import type { ProductInput } from '@shop/contract';
import type { ImageStorage, UploadCheck } from '../../adapters/storage/image-storage.ts';
import { ServiceUnavailableError, ValidationError } from '../../errors/index.ts';
import { renderSocialImage } from '../uploads/social-rendition.ts';

export const UPLOAD_NOT_AN_IMAGE =
  'The uploaded file is not a JPEG, PNG or WebP image; it has been removed.';
export const UPLOAD_NOT_FOUND = 'The uploaded image was not found; please upload it again.';
export const STORAGE_UNREACHABLE =
  'The image storage could not be reached to check the uploaded images; please try again.';

const REFUSALS: Partial<Record<UploadCheck, string>> = {
  'not-an-image': UPLOAD_NOT_AN_IMAGE,
  missing: UPLOAD_NOT_FOUND,
};

export type ProductImages = Pick<ProductInput, 'imageUrl' | 'imageUrls'>;

async function verify(storage: ImageStorage, url: string): Promise<UploadCheck> {
  try {
    return await storage.verifyUpload(url);
  } catch (error) {
    // Saving without the check would let a file that is no image onto the shop's pages.
    throw new ServiceUnavailableError(STORAGE_UNREACHABLE, { cause: error });
  }
}

/** The rendition, or null for a file that passed the byte check but cannot be decoded. */
const renditionOf = (image: Buffer) => renderSocialImage(image).catch(() => null);

/** Each image with the field that names it in errors, as the contract's own messages do. */
function imageFields({ imageUrl, imageUrls }: ProductImages): [field: string, url: string][] {
  const extra = imageUrls.map((url, i): [string, string] => [`imageUrls.${i}`, url]);
  return imageUrl ? [['imageUrl', imageUrl], ...extra] : extra;
}

/**
 * Refuses a product that points at an upload which is missing or is not really an image (the
 * storage deletes such a file). Images the product already had were checked when they came, so
 * they are not fetched again. A new main image gets its link preview where the storage did not
 * make one as it arrived (S3).
 */
export async function checkNewUploads(
  storage: ImageStorage,
  input: ProductImages,
  stored?: ProductImages,
) {
  const kept = new Set(stored ? [stored.imageUrl, ...stored.imageUrls] : []);
  const added = imageFields(input).filter(([, url]) => !kept.has(url));
  const urls = [...new Set(added.map(([, url]) => url))];
  const checks = new Map(
    await Promise.all(urls.map(async (url) => [url, await verify(storage, url)] as const)),
  );
  for (const [field, url] of added) {
    const refusal = REFUSALS[checks.get(url)!];
    if (refusal) throw new ValidationError(`${field}: ${refusal}`);
  }
  const main = input.imageUrl;
  if (!main || checks.get(main) !== 'image' || !storage.storeSocialImage) return;
  try {
    await storage.storeSocialImage(main, renditionOf);
  } catch (error) {
    throw new ServiceUnavailableError(STORAGE_UNREACHABLE, { cause: error });
  }
}
