import { IMAGE_TYPES, type ImageType } from '@shop/contract';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** Enough of a file's start for every signature below. */
export const IMAGE_HEADER_BYTES = 32;

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);

/** The real type of an upload by its magic bytes; the Content-Type header is only a claim. */
export function detectImageType(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  const isRiff = bytes.toString('latin1', 0, 4) === 'RIFF';
  if (isRiff && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/**
 * True when the bytes are a JPEG, PNG or WebP and both the Content-Type it was stored with and
 * the extension of its server-chosen name say that same type: it will be served as what it is.
 */
export function isDeclaredImage(bytes: Buffer, fileName: string, contentType: string | undefined) {
  const detected = detectImageType(bytes);
  const claimed = contentType?.split(';')[0]?.trim().toLowerCase();
  return (
    detected !== null && claimed === detected && fileName.endsWith(`.${IMAGE_TYPES[detected]}`)
  );
}
