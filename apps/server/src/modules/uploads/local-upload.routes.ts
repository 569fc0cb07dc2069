import { ApiErrorSchema, MAX_IMAGE_BYTES, successEnvelope } from '@shop/contract';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDeclaredImage } from '../../adapters/storage/image-bytes.ts';
import { ImageNameTakenError } from '../../adapters/storage/image-files.ts';
import { socialImageName } from '../../adapters/storage/image-storage.ts';
import type { LocalImageStorage } from '../../adapters/storage/local-image-storage.ts';
import { ConflictError, ForbiddenError } from '../../errors/index.ts';
import { imageTooLarge, unsupportedImage } from './image-content.ts';
import { renderSocialImage } from './social-rendition.ts';

const ParamsSchema = z.object({ fileName: z.string().max(100) });
const QuerySchema = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(100).optional(),
});
const BAD_LINK = 'This upload link is invalid or has expired. Please try the upload again.';

/**
 * Step two without S3: the browser PUTs the raw file to the signed URL. This plugin is its own
 * context, so the raw-body parser and the 5 MB limit apply to this route only.
 */
export const localUploadRoutes: FastifyPluginAsyncZod<{ storage: LocalImageStorage }> = async (
  app,
  { storage },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error: FastifyError) => {
    // Rethrowing hands every other error to the app's one error handler.
    throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? imageTooLarge() : error;
  });

  app.put(
    '/upload/local/:fileName',
    {
      bodyLimit: MAX_IMAGE_BYTES,
      schema: {
        tags: ['uploads'],
        summary: 'Receive an image at a signed URL (local storage only)',
        params: ParamsSchema,
        querystring: QuerySchema,
        response: {
          201: successEnvelope(z.object({ publicUrl: z.string() })),
          403: ApiErrorSchema.describe('The upload link is invalid or has expired'),
          409: ApiErrorSchema.describe('The upload link has already been used'),
          413: ApiErrorSchema,
          415: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { fileName } = request.params;
      if (!storage.verify(fileName, request.query.expires, request.query.signature)) {
        throw new ForbiddenError(BAD_LINK);
      }
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!isDeclaredImage(bytes, fileName, request.headers['content-type'])) {
        throw unsupportedImage();
      }
      try {
        await storage.files.save(fileName, bytes);
      } catch (error) {
        if (error instanceof ImageNameTakenError) {
          throw new ConflictError('This upload link has already been used.');
        }
        throw error;
      }
      request.log.info({ fileName, bytes: bytes.length, in: storage.files.where }, 'image stored');
      try {
        await storage.files.save(socialImageName(fileName), await renderSocialImage(bytes));
      } catch (error) {
        // The image is stored and served as uploaded; only its link preview is missing.
        request.log.warn({ fileName, err: error }, 'no social preview rendered for the image');
      }
      return reply.status(201).send({ success: true, data: { publicUrl: `/uploads/${fileName}` } });
    },
  );
};
