import type { ImageType } from '@shop/contract';
import { AppError } from '../../errors/index.ts';

export const IMAGES_ONLY = 'Only JPEG, PNG or WebP images are allowed.';
export const IMAGE_TOO_LARGE = 'The image is too large; the limit is 5 MB.';

export const unsupportedImage = () => new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGES_ONLY);
export const imageTooLarge = () => new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Buffer, prefix: number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);

/** The real type of an upload by its magic bytes; the Content-Type header is only a claim. */
export function detectImageType(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  const isRiff = bytes.toString('latin1', 0, 4) === 'RIFF';
  if (isRiff && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}
