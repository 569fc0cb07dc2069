import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify';
import type { CachedAnswer, CatalogueCache } from '../modules/products/catalogue-cache.ts';
import type { Lifecycle } from './lifecycle.ts';
import type { ShopMetrics } from './metrics.ts';
import { repeatedRequestLog, requestIdOf } from './request-log.ts';

/** What a cached answer carries beside its body, known once the app's plugins are registered. */
export interface CachedAnswerContext {
  cache: CatalogueCache;
  /** The security headers every answer carries (security.ts). */
  headers: Record<string, string>;
  lifecycle: Lifecycle;
  log: FastifyBaseLogger;
  observeRequest: ShopMetrics['observeRequest'];
  clientAddress(request: IncomingMessage): string | undefined;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The catalogue's cached answers, written by the HTTP server before Fastify sees the request
 * (decision 034). A hit is the same bytes Fastify would send (security headers, request id,
 * `Connection: close` while draining), logged and counted the same; everything else, and every
 * request before `enable`, goes to Fastify. Fastify's own routing, request and reply objects,
 * child logger and hooks cost more than answering cached bytes, so on the busiest reads they
 * were most of the work.
 */
export function cachedAnswers() {
  let context: CachedAnswerContext | undefined;
  // Entries are replaced every few seconds, so their log lines' fixed parts are kept weakly.
  const logs = new WeakMap<CachedAnswer, ReturnType<typeof repeatedRequestLog>>();
  const logOf = (hit: CachedAnswer, url: string, log: FastifyBaseLogger) => {
    let found = logs.get(hit);
    if (!found) {
      found = repeatedRequestLog(log, { method: 'GET', url, route: hit.route, statusCode: 200 });
      logs.set(hit, found);
    }
    return found;
  };

  function answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (context === undefined || request.method !== 'GET') return false;
    const url = request.url ?? '';
    const hit = context.cache.peek(url);
    if (hit === undefined) return false;
    const started = performance.now();
    const reqId = requestIdOf(request);
    response.writeHead(200, {
      'x-request-id': reqId,
      ...context.headers,
      'content-type': JSON_TYPE,
      'content-length': hit.body.length,
      ...(context.lifecycle.draining ? { connection: 'close' } : undefined),
    });
    response.end(hit.body);
    const elapsedMs = performance.now() - started;
    context.observeRequest('GET', hit.route, 200, elapsedMs / 1000);
    logOf(
      hit,
      url,
      context.log,
    )({
      reqId,
      elapsedMs,
      remoteAddress: context.clientAddress(request),
    });
    return true;
  }

  /** Fastify's own HTTP/1 server (fastify/lib/server.js), with cached answers in front. */
  const serverFactory: FastifyServerFactory = (handler, options) => {
    const timeouts = options as Record<
      'keepAliveTimeout' | 'requestTimeout' | 'connectionTimeout',
      number
    >;
    const server = createServer((request, response) => {
      if (!answer(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = timeouts.keepAliveTimeout;
    server.requestTimeout = timeouts.requestTimeout;
    server.setTimeout(timeouts.connectionTimeout);
    return server;
  };

  return {
    serverFactory,
    enable(ready: CachedAnswerContext) {
      context = ready;
    },
  };
}
