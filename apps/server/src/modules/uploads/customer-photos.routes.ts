import {
  ApiErrorSchema,
  CustomerPhotoParamsSchema,
  CustomerPhotoSchema,
  customerPhotoPath,
  MAX_PHOTO_BYTES,
  successEnvelope,
} from '@shop/contract';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ImageNameTakenError } from '../../adapters/storage/image-files.ts';
import { customerPhotos } from '../../db/schema/index.ts';
import { NotFoundError } from '../../errors/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { nonJsonAnswer } from '../../plugins/openapi-operations.ts';
import { IP_RATE_LIMITS } from '../auth/rate-limits.ts';
import { isUuid } from '../products/products.service.ts';
import {
  cleanPhoto,
  customerPhotoFiles,
  findPhoto,
  maySee,
  photoFileName,
  photoTooLarge,
} from './customer-photos.ts';

const tags = ['uploads'];
const NOT_FOUND = 'Photo not found.';

/**
 * A signed-in customer's photo for a return, a warranty claim or a review (issue 42, decision
 * 081): the raw file as the body with its Content-Type, as the product images' PUT takes it.
 * Its own plugin context, so the raw-body parser and the 8 MB limit apply here only.
 */
export const customerPhotosRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = customerPhotoFiles(app);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error: FastifyError) => {
    throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? photoTooLarge() : error;
  });

  app.post(
    '/uploads/photos',
    {
      onRequest: app.authenticate,
      bodyLimit: MAX_PHOTO_BYTES,
      config: { rateLimit: IP_RATE_LIMITS.photos },
      schema: {
        tags,
        summary:
          'Upload a photo for a return, a warranty claim or a review (the raw JPEG, PNG or WebP as the body); pass its _id as photoId',
        response: {
          201: successEnvelope(CustomerPhotoSchema),
          413: ApiErrorSchema.describe('The photo is larger than 8 MB'),
          415: ApiErrorSchema.describe('Not a JPEG, PNG or WebP photo'),
        },
      },
    },
    async (request, reply) => {
      const user = request.user as AuthUser;
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const photo = await cleanPhoto(raw);
      let fileName = photoFileName(photo.type);
      try {
        await files.save(fileName, photo.bytes);
      } catch (error) {
        if (!(error instanceof ImageNameTakenError)) throw error;
        fileName = photoFileName(photo.type);
        await files.save(fileName, photo.bytes);
      }
      const [row] = await app.db
        .insert(customerPhotos)
        .values({
          userId: user.id,
          fileName,
          contentType: photo.type,
          byteSize: photo.bytes.length,
        })
        .returning({ id: customerPhotos.id });
      const id = row!.id;
      request.log.info(
        { photoId: id, bytes: photo.bytes.length, in: files.where },
        'customer photo stored',
      );
      return reply.status(201).send({
        success: true as const,
        data: {
          _id: id,
          url: `/api/v1${customerPhotoPath(id)}`,
          contentType: photo.type,
          size: photo.bytes.length,
        },
      });
    },
  );

  app.get(
    '/uploads/photos/:id',
    {
      schema: {
        tags,
        summary:
          "A customer's photo: for the customer and staff (signed in), or anyone once its review is published",
        params: CustomerPhotoParamsSchema,
        response: {
          200: nonJsonAnswer('image/*', 'The photo (JPEG, PNG or WebP)'),
          401: ApiErrorSchema.describe('Not signed in, and the photo is not on a published review'),
          404: ApiErrorSchema.describe('No such photo, or not yours'),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const photo = isUuid(id) ? await findPhoto(app.db, id) : undefined;
      if (!photo) throw new NotFoundError(NOT_FOUND);
      if (!photo.public) {
        await app.authenticate(request);
        if (!maySee(request.user as AuthUser, photo)) throw new NotFoundError(NOT_FOUND);
      }
      const image = await files.read(photo.fileName);
      if (!image) throw new NotFoundError(NOT_FOUND);
      return (
        reply
          .header('Content-Type', photo.contentType)
          .header('Content-Length', image.size)
          .header('Cache-Control', photo.public ? 'public, max-age=300' : 'private, no-store')
          .header('X-Content-Type-Options', 'nosniff')
          // The bytes, not JSON: the 200 is declared as an image (nonJsonAnswer), not a zod schema.
          .send(image.body as never)
      );
    },
  );
};
