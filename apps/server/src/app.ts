import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { PaymentProcessor } from './adapters/payments/index.ts';
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
import { auditRecordingPlugin } from './modules/audit/audit-recording.ts';
import { messagingPlugin } from './modules/outbox/messaging.plugin.ts';
import { paymentsPlugin } from './modules/payments/payments.plugin.ts';
import { catalogueCache } from './modules/products/catalogue-cache.ts';
import { reminderUnsubscribeRoutes } from './modules/reminders/reminder-unsubscribe.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { twilioSmsWebhookRoutes } from './modules/sms-opt-outs/twilio-sms-webhook.routes.ts';
import { uploadedFilesRoutes } from './modules/uploads/uploaded-files.routes.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { authPlugin } from './plugins/auth.ts';
import { cachedAnswers } from './plugins/cached-answers.ts';
import { clientAddressOf } from './plugins/client-address.ts';
import { giveWayPlugin } from './plugins/give-way.ts';
import { registerJsonBody } from './plugins/json-body.ts';
import { lifecyclePlugin } from './plugins/lifecycle.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { registerNulGuard } from './plugins/refuse-nul.ts';
import { requestIdOf, requestLogPlugin } from './plugins/request-log.ts';
import { registerSecurity } from './plugins/security.ts';
import { ShopLogController } from './plugins/stream-error-log.ts';
import { registerWebApp } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    dbKind: DatabaseKind;
    /** Where product images go (S3, the database or DATA_DIR/uploads), one for the signing, saving and CSP. */
    imageStorage: AnyImageStorage;
  }
}

/**
 * The largest JSON body any form sends is a product at every bound (about 40 kB). Parsing is
 * synchronous: at 1 MB a flat array held the event loop for 25-120 ms, at 256 kB it is a few ms.
 * Uploads (their own limit) send bytes, not JSON.
 */
export const BODY_LIMIT_BYTES = 256 * 1024;

export interface AppDependencies {
  db: Database;
  dbKind: DatabaseKind;
  /** Shared with main.ts so start-up and request logs go through one logger. */
  logger?: FastifyBaseLogger;
  /** PostgreSQL's connection pool, for the pool gauges at /metrics. */
  pool?: pg.Pool;
  /** Tests: a processor of their own (Stripe answering recordings); otherwise from the config. */
  payments?: PaymentProcessor;
}

/** Builds the whole app (API, docs, web app) without listening; tests call it with app.inject. */
export async function buildApp(config: Config, deps: AppDependencies): Promise<FastifyInstance> {
  const answers = cachedAnswers();
  const app = Fastify({
    serverFactory: answers.serverFactory,
    loggerInstance: deps.logger ?? createLogger(config),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    genReqId: requestIdOf,
    // request-log.ts writes one line per request instead of Fastify's two.
    logController: new ShopLogController(),
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', deps.db);
  app.decorate('dbKind', deps.dbKind);
  app.decorate<AnyImageStorage>('imageStorage', createImageStorage(config, deps));
  registerErrorHandler(app);
  await app.register(lifecyclePlugin);
  await app.register(requestLogPlugin);
  await app.register(metricsPlugin, { pool: deps.pool });
  await app.register(giveWayPlugin);
  registerJsonBody(app);
  registerNulGuard(app);

  const securityHeaders = await registerSecurity(app, config);
  await registerApiDocs(app, config);
  await app.register(authPlugin);
  await app.register(auditRecordingPlugin);
  await app.register(messagingPlugin);
  // At the root, not under /api/v1: the schedulers (main.ts) charge plans and settle payments
  // through the app itself, outside any route.
  await app.register(paymentsPlugin, { processor: deps.payments });
  await app.register(registerApiRoutes, { prefix: '/api/v1' });
  // Outside /api/v1: image URLs stay short and look like the web app's own /images.
  await app.register(uploadedFilesRoutes);
  await app.register(seoRoutes);
  // A reminder e-mail's unsubscribe address: a page of the shop, for whoever holds the e-mail.
  await app.register(reminderUnsubscribeRoutes);
  await app.register(twilioSmsWebhookRoutes);
  const webApp = await registerWebApp(app, config.webDistDir);
  registerNotFoundHandler(app, webApp?.spaFallback);
  const catalogue = catalogueCache(deps.db);
  answers.enable({
    sources: [(url) => catalogue.peek(url), ...(webApp ? [webApp.readyPage] : [])],
    headers: securityHeaders,
    lifecycle: app.lifecycle,
    log: app.log,
    requestObserver: app.metrics.requestObserver,
    clientAddress: clientAddressOf(config.trustProxy),
  });
  return app;
}
