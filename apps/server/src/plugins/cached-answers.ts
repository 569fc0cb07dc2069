import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
// Not the global `performance`: Node defines that one as a getter, run on every use.
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify';
import type { ReadyAnswer, ReadyAnswerSource } from '../lib/ready-answer.ts';
import type { Lifecycle } from './lifecycle.ts';
import type { ShopMetrics } from './metrics.ts';
import { type RepeatedRequestLog, repeatedRequestLog, requestIdOf } from './request-log.ts';

/** What a cached answer carries beside its body, known once the app's plugins are registered. */
export interface CachedAnswerContext {
  /** Where answers kept ready are looked up, in order: the catalogue's JSON, rendered pages. */
  sources: ReadyAnswerSource[];
  /** The security headers every answer carries (security.ts). */
  headers: Record<string, string>;
  lifecycle: Lifecycle;
  log: FastifyBaseLogger;
  requestObserver: ShopMetrics['requestObserver'];
  clientAddress(request: IncomingMessage): string | undefined;
}

/** What every hit of one cache entry shares, worked out at its first hit. */
interface PreparedAnswer {
  /**
   * name, value, name, value…; the request id goes in at index 1. Reused by every hit: Node
   * reads the list into the header block at once and keeps no reference to it.
   */
  headers: string[];
  /** The same with `Connection: close`, for the answers given while draining. */
  closingHeaders: string[];
  log: RepeatedRequestLog;
  observe(seconds: number): void;
}

function prepare(hit: ReadyAnswer, url: string, context: CachedAnswerContext): PreparedAnswer {
  const headers = ['x-request-id', ''];
  for (const [name, value] of Object.entries(context.headers)) headers.push(name, value);
  // Every value a string: Node checks each with a regular expression, and a number there sends
  // that check, for every header of every answer, down V8's slow path.
  headers.push(...hit.headers, 'content-length', String(hit.body.length));
  const { route, status: statusCode } = hit;
  return {
    headers,
    closingHeaders: [...headers, 'connection', 'close'],
    log: repeatedRequestLog(context.log, { method: 'GET', url, route, statusCode }),
    observe: context.requestObserver('GET', route, statusCode),
  };
}

function lookUp(sources: ReadyAnswerSource[], url: string, request: IncomingMessage) {
  for (const source of sources) {
    const hit = source(url, request);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

/**
 * The catalogue's cached JSON and cached rendered pages, written by the HTTP server before
 * Fastify sees the request (decision 034). A hit is the same bytes Fastify would send
 * (security headers, request id, `Connection: close` while draining), logged and counted the
 * same; everything else, and every request before `enable`, goes to Fastify. Fastify's own
 * routing, request and reply objects, child logger and hooks cost more than answering cached
 * bytes, so on the busiest reads they were most of the work.
 */
export function cachedAnswers() {
  let context: CachedAnswerContext | undefined;
  // Entries are replaced every few seconds, so what their hits share is kept weakly.
  const prepared = new WeakMap<ReadyAnswer, PreparedAnswer>();

  function answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (context === undefined || request.method !== 'GET') return false;
    const url = request.url ?? '';
    const hit = lookUp(context.sources, url, request);
    if (hit === undefined) return false;
    const started = performance.now();
    let shared = prepared.get(hit);
    if (shared === undefined) {
      shared = prepare(hit, url, context);
      prepared.set(hit, shared);
    }
    const reqId = requestIdOf(request);
    const headers = context.lifecycle.draining ? shared.closingHeaders : shared.headers;
    headers[1] = reqId;
    response.writeHead(hit.status, headers);
    response.end(hit.body);
    const elapsedMs = performance.now() - started;
    shared.observe(elapsedMs / 1000);
    shared.log(reqId, elapsedMs, context.clientAddress(request));
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
