import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { scrubUrl } from '../log-scrubbing.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Probes polled every few seconds: logged only when they fail. */
    quietWhenOk?: boolean;
  }
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * A proxy's X-Request-Id is kept when it looks like one, so one id follows a request through
 * proxy and app logs; otherwise a fresh UUID. (Fastify option `genReqId`.)
 */
export function requestIdOf(request: { headers: FastifyRequest['headers'] }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * One JSON log line per request (Fastify's own pair of lines is turned off in app.ts), and the
 * request id sent back as `x-request-id` so a customer's report can be found in the logs.
 */
export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.config.quietWhenOk && reply.statusCode < 400) return;
    const level = reply.statusCode >= 500 ? 'error' : 'info';
    request.log[level](
      {
        method: request.method,
        url: scrubUrl(request.url),
        route: request.routeOptions.url,
        statusCode: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
        remoteAddress: request.ip,
      },
      'request',
    );
  });
});
