import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { diskImageFiles } from '../../adapters/storage/disk-image-files.ts';
import { STORED_NAME } from '../../adapters/storage/image-storage.ts';
import { NotFoundError } from '../../errors/index.ts';
import { nonJsonAnswer } from '../../plugins/openapi-operations.ts';

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

  const schema = {
    tags: ['uploads'],
    summary: 'A product image uploaded through the server',
    response: { 200: nonJsonAnswer('image/*', 'The image (JPEG, PNG, WebP or GIF)') },
  };
  app.get<{ Params: { fileName: string } }>(
    '/uploads/:fileName',
    { schema },
    async (request, reply) => {
      const { fileName } = request.params;
      const match = STORED_NAME.exec(fileName.replace(SOCIAL_SUFFIX, '.'));
      const image = match ? await files.read(fileName) : null;
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
