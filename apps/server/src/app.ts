import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import {
  type AnyImageStorage,
  createImageStorage,
} from './adapters/storage/create-image-storage.ts';
import { registerApiRoutes } from './api-routes.ts';
import type { Config } from './config.ts';
import type { Database, DatabaseKind } from './db/database.ts';
import { clientErrorHandler, frameworkErrors } from './errors/framework-errors.ts';
import { registerErrorHandler, registerNotFoundHandler } from './errors/index.ts';
import { createLogger } from './logger.ts';
import { messagingPlugin } from './modules/outbox/messaging.plugin.ts';
import { uploadedFilesRoutes } from './modules/uploads/uploaded-files.routes.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { authPlugin } from './plugins/auth.ts';
import { registerNulGuard } from './plugins/refuse-nul.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWebApp } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    dbKind: DatabaseKind;
    /** Where product images go (S3 or DATA_DIR/uploads), one for the signing, saving and CSP. */
    imageStorage: AnyImageStorage;
  }
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppDependencies {
  db: Database;
  dbKind: DatabaseKind;
  /** Shared with main.ts so start-up and request logs go through one logger. */
  logger?: FastifyBaseLogger;
}

/** Builds the whole app (API, docs, web app) without listening; tests call it with app.inject. */
export async function buildApp(config: Config, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger ?? createLogger(config),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', deps.db);
  app.decorate('dbKind', deps.dbKind);
  app.decorate<AnyImageStorage>('imageStorage', createImageStorage(config));
  registerErrorHandler(app);
  registerNulGuard(app);

  await registerSecurity(app, config);
  await registerApiDocs(app, config);
  await app.register(authPlugin);
  await app.register(messagingPlugin);
  await app.register(registerApiRoutes, { prefix: '/api/v1' });
  // Outside /api/v1: image URLs stay short and look like the web app's own /images.
  await app.register(uploadedFilesRoutes);
  const spaFallback = await registerWebApp(app, config.webDistDir);
  registerNotFoundHandler(app, spaFallback);
  return app;
}
