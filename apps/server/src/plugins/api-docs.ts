import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { describeOperations, markOptionalBodies } from './openapi-operations.ts';

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
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: describeOperations(app),
    transformObject: markOptionalBodies,
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
