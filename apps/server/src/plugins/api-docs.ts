import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { nameComponents } from '../openapi/named-components.ts';
import { describeOperations, markOptionalBodies } from './openapi-operations.ts';

/** The loopback default of PUBLIC_URL, which means nothing to a client reading the document. */
const LOOPBACK = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * PUBLIC_URL when it is set; otherwise '/', relative to where the document is served (the
 * paths carry /api/v1, and /uploads is outside it).
 */
function serverOf(publicUrl: string) {
  return LOOPBACK.test(publicUrl)
    ? { url: '/', description: 'The server this document is served from' }
    : { url: publicUrl };
}

/** OpenAPI generated from the routes' zod schemas; browsable at /api/docs. */
export async function registerApiDocs(app: FastifyInstance, config: Config) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      // The shop's own code, published under no open licence; said outright for clients.
      info: {
        title: `${config.shopName} API`,
        version: '1.0.0',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [serverOf(config.publicUrl)],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: describeOperations(app),
    transformObject: nameComponents(markOptionalBodies),
  });
  const isHttps = config.publicUrl.startsWith('https://');
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Same reason as the app's CSP: over plain http the upgrade would break the docs' own assets.
    transformStaticCSP: (header) =>
      isHttps ? header : header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
