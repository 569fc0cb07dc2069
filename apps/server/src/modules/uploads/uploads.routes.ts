import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createImageStorage } from '../../adapters/storage/create-image-storage.ts';
import { localUploadRoutes } from './local-upload.routes.ts';
import { uploadSignRoutes } from './upload-sign.routes.ts';

/** Image uploads: signing for admins, plus the signed PUT target when files stay on our disk. */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = createImageStorage(app.config);
  await app.register(uploadSignRoutes, { storage });
  if (storage.kind === 'local') await app.register(localUploadRoutes, { storage });
};
