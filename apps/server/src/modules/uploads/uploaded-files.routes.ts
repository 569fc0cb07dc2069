import { join } from 'node:path';
import { ApiErrorSchema } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { diskImageFiles } from '../../adapters/storage/disk-image-files.ts';
import { ImageNameTakenError, type StoredImage } from '../../adapters/storage/image-files.ts';
import { STORED_NAME } from '../../adapters/storage/image-storage.ts';
import { NotFoundError } from '../../errors/index.ts';
import { nonJsonAnswer } from '../../plugins/openapi-operations.ts';
import { renderSocialImage } from './social-rendition.ts';

/** `<uuid>.og.jpg`, the 1200 × 630 rendition stored beside `<uuid>.<ext>` (social-rendition.ts). */
const SOCIAL_SUFFIX = /\.og\.(?=jpg$)/;

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/**
 * GET /uploads/<name>: images uploaded through the server (from the database on PostgreSQL, from
 * DATA_DIR/uploads otherwise). Names are never reused, so browsers and CDNs may keep them for a
 * year; nosniff stops a browser from reading one as anything else.
 */
export const uploadedFilesRoutes: FastifyPluginAsync = async (app) => {
  const storage = app.imageStorage;
  // With S3, files uploaded before S3 was configured are still served from the disk.
  const files =
    storage.kind === 'local' ? storage.files : diskImageFiles(join(app.config.dataDir, 'uploads'));

  /**
   * The rendition of an upload stored before renditions were made at upload (or whose rendering
   * failed then), made on its first request and kept; null when there is no such upload.
   */
  async function renderLate(rendition: string): Promise<StoredImage | null> {
    for (const extension of ['jpg', 'png', 'webp']) {
      const source = await files.read(rendition.replace(/og\.jpg$/, extension));
      if (!source) continue;
      const { body } = source;
      const bytes = Buffer.isBuffer(body) ? body : Buffer.concat(await body.toArray());
      const rendered = await renderSocialImage(bytes).catch(() => null);
      if (!rendered) return null;
      await files.save(rendition, rendered).catch((error: unknown) => {
        // Another request rendered it first: the same picture.
        if (!(error instanceof ImageNameTakenError)) throw error;
      });
      return { size: rendered.length, body: rendered };
    }
    return null;
  }

  const schema = {
    tags: ['uploads'],
    summary: 'A product image uploaded through the server',
    response: {
      200: nonJsonAnswer('image/*', 'The image (JPEG, PNG, WebP or GIF)'),
      404: ApiErrorSchema.describe('No uploaded image has this name'),
    },
  };
  app.get<{ Params: { fileName: string } }>(
    '/uploads/:fileName',
    { schema },
    async (request, reply) => {
      const { fileName } = request.params;
      const match = STORED_NAME.exec(fileName.replace(SOCIAL_SUFFIX, '.'));
      const isRendition = SOCIAL_SUFFIX.test(fileName);
      const stored = match ? await files.read(fileName) : null;
      const image = stored ?? (match && isRendition ? await renderLate(fileName) : null);
      if (!match || !image) throw new NotFoundError('Image not found.');
      return reply
        .header('Content-Type', CONTENT_TYPES[match[1]!]!)
        .header('Content-Length', image.size)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(image.body);
    },
  );
};
