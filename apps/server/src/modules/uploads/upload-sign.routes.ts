import { randomUUID } from 'node:crypto';
import {
  ApiErrorSchema,
  IMAGE_TYPES,
  isImageType,
  MAX_IMAGE_BYTES,
  successEnvelope,
  UploadSignatureSchema,
  UploadSignQuerySchema,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ImageStorage } from '../../adapters/storage/image-storage.ts';
import { ValidationError } from '../../errors/index.ts';
import { imageTooLarge, unsupportedImage } from './image-content.ts';

/**
 * Step one of SPEC.md's upload: the admin asks for a URL, then PUTs the file to it. The server
 * picks the stored name (uuid + extension of the type); the client's fileName is only a label.
 */
export const uploadSignRoutes: FastifyPluginAsyncZod<{ storage: ImageStorage }> = async (
  app,
  { storage },
) => {
  app.get(
    '/upload/sign-r2-upload',
    {
      onRequest: app.requirePermission('products:write'),
      schema: {
        tags: ['uploads'],
        summary: 'Sign an image upload (admin): PUT the file to signedUrl, then use publicUrl',
        querystring: UploadSignQuerySchema,
        response: {
          200: successEnvelope(UploadSignatureSchema),
          413: ApiErrorSchema.describe('The image is larger than the limit'),
          415: ApiErrorSchema.describe('Only images can be uploaded'),
        },
      },
    },
    async (request) => {
      const { fileSize } = request.query;
      const type = request.query.fileType.toLowerCase();
      if (!isImageType(type)) throw unsupportedImage();
      if (fileSize !== undefined && fileSize > MAX_IMAGE_BYTES) throw imageTooLarge();
      if (storage.kind === 's3' && fileSize === undefined) {
        throw new ValidationError('fileSize is required: the upload URL is signed for the size.');
      }
      const fileName = `${randomUUID()}.${IMAGE_TYPES[type]}`;
      request.log.info({ fileName, label: request.query.fileName }, 'image upload signed');
      return { success: true as const, data: await storage.signUpload(fileName, type, fileSize) };
    },
  );
};
