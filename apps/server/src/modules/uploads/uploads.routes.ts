import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerPhotosRoutes } from './customer-photos.routes.ts';
import { localUploadRoutes } from './local-upload.routes.ts';
import { uploadSignRoutes } from './upload-sign.routes.ts';

/** Image uploads: signing for admins, plus the signed PUT target when files stay on our disk. */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = app.imageStorage;
  await app.register(uploadSignRoutes, { storage });
  if (storage.kind === 'local') await app.register(localUploadRoutes, { storage });
  // Customers' private photos for returns, claims and reviews (decision 081).
  await app.register(customerPhotosRoutes);
};
