import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { STORED_NAME } from '../../adapters/storage/image-storage.ts';
import { NotFoundError } from '../../errors/index.ts';

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/**
 * GET /uploads/<name>: images stored by local uploads. Names are never reused, so browsers and
 * CDNs may keep them for a year; nosniff stops a browser from reading one as anything else.
 */
export const uploadedFilesRoutes: FastifyPluginAsync = async (app) => {
  const directory = join(app.config.dataDir, 'uploads');

  const schema = { tags: ['uploads'], summary: 'A product image stored on local disk' };
  app.get<{ Params: { fileName: string } }>(
    '/uploads/:fileName',
    { schema },
    async (request, reply) => {
      const { fileName } = request.params;
      const match = STORED_NAME.exec(fileName);
      const path = join(directory, fileName);
      const size = match
        ? await stat(path).then(
            (s) => s.size,
            () => null,
          )
        : null;
      if (!match || size === null) throw new NotFoundError('Image not found.');
      return reply
        .header('Content-Type', CONTENT_TYPES[match[1]!]!)
        .header('Content-Length', size)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(createReadStream(path));
    },
  );
};
