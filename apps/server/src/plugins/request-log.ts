import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
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

export interface AnsweredRequest {
  reqId: string;
  method: string;
  url: string;
  route: string | undefined;
  statusCode: number;
  elapsedMs: number;
  remoteAddress: string | undefined;
}

/** The one line a request leaves in the log, whichever path answered it. */
export function logRequest(log: FastifyBaseLogger, answered: AnsweredRequest) {
  const level = answered.statusCode >= 500 ? 'error' : 'info';
  log[level](
    {
      reqId: answered.reqId,
      method: answered.method,
      url: scrubUrl(answered.url),
      route: answered.route,
      statusCode: answered.statusCode,
      responseTimeMs: Math.round(answered.elapsedMs * 10) / 10,
      remoteAddress: answered.remoteAddress,
    },
    'request',
  );
}

/**
 * One JSON log line per request (Fastify's own pair of lines is turned off in app.ts), and the
 * request id sent back as `x-request-id` so a customer's report can be found in the logs.
 * Callback-style hooks: they run on every request, and an async hook's promise is measurable.
 */
export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (!request.routeOptions.config.quietWhenOk || reply.statusCode >= 400) {
      logRequest(app.log, {
        reqId: request.id,
        method: request.method,
        url: request.url,
        route: request.routeOptions.url,
        statusCode: reply.statusCode,
        elapsedMs: reply.elapsedTime,
        remoteAddress: request.ip,
      });
    }
    done();
  });
});
