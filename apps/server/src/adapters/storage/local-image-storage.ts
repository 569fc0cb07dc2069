import { createHmac, timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';
import type { Config } from '../../config.ts';
import { diskImageFiles } from './disk-image-files.ts';
import type { ImageFiles } from './image-files.ts';
import { type ImageStorage, STORED_NAME, UPLOAD_URL_TTL_SECONDS } from './image-storage.ts';

export const LOCAL_UPLOAD_PATH = '/api/v1/upload/local';
export const PUBLIC_UPLOADS_PATH = '/uploads';

export interface LocalImageStorage extends ImageStorage {
  kind: 'local';
  /** True when the signature is ours for this name and the link has not expired. */
  verify(fileName: string, expires: string | undefined, signature: string | undefined): boolean;
  /** Where the bytes go and are served from (disk, or the shared database). */
  files: ImageFiles;
}

/**
 * Uploads through the server itself, kept in `files` (by default DATA_DIR/uploads). The PUT URL carries an expiry and an
 * HMAC over name and expiry with a key derived from the JWT secret, so it cannot be forged,
 * reused for another name, or used late.
 */
export function createLocalImageStorage(
  config: Pick<Config, 'jwtSecret' | 'dataDir'>,
  now: () => number = Date.now,
  files: ImageFiles = diskImageFiles(join(config.dataDir, 'uploads')),
): LocalImageStorage {
  const key = createHmac('sha256', config.jwtSecret).update('local-image-upload/v1').digest();
  const sign = (fileName: string, expires: string) =>
    createHmac('sha256', key).update(`PUT\n${fileName}\n${expires}`).digest('base64url');

  return {
    kind: 'local',
    files,
    async signUpload(fileName) {
      const expires = String(Math.floor(now() / 1000) + UPLOAD_URL_TTL_SECONDS);
      const query = new URLSearchParams({ expires, signature: sign(fileName, expires) });
      return {
        signedUrl: `${LOCAL_UPLOAD_PATH}/${fileName}?${query}`,
        publicUrl: `${PUBLIC_UPLOADS_PATH}/${fileName}`,
      };
    },

    verify(fileName, expires, signature) {
      if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
      if (Number(expires) * 1000 < now()) return false;
      const expected = Buffer.from(sign(fileName, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },

    // The PUT route stores nothing but checked images, so whether the file is there is all to ask.
    async verifyUpload(url) {
      const fileName = url.startsWith(`${PUBLIC_UPLOADS_PATH}/`)
        ? url.slice(PUBLIC_UPLOADS_PATH.length + 1)
        : '';
      if (!STORED_NAME.test(fileName)) return 'not-an-upload';
      return (await files.has(fileName)) ? 'image' : 'missing';
    },
  };
}
