import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pino from 'pino';
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
 * proxy and app logs; otherwise a fresh UUID (two of them count as none). Read from the raw
 * header list: Node builds `request.headers` on first use, which cached answers never need.
 * (Fastify option `genReqId`.)
 */
export function requestIdOf(request: { rawHeaders: string[] }): string {
  const raw = request.rawHeaders;
  let given: string | undefined;
  let found = 0;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    if (name.length === 12 && name.toLowerCase() === 'x-request-id') {
      given = raw[i + 1];
      found += 1;
    }
  }
  return found === 1 && given !== undefined && REQUEST_ID.test(given) ? given : randomUUID();
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

type FixedFields = Pick<AnsweredRequest, 'method' | 'url' | 'route' | 'statusCode'>;
type PerRequestFields = Pick<AnsweredRequest, 'reqId' | 'elapsedMs' | 'remoteAddress'>;

const fixedFields = (answered: FixedFields) => ({
  method: answered.method,
  url: scrubUrl(answered.url),
  route: answered.route,
  statusCode: answered.statusCode,
});

const perRequestFields = (answered: PerRequestFields) => ({
  reqId: answered.reqId,
  responseTimeMs: Math.round(answered.elapsedMs * 10) / 10,
  remoteAddress: answered.remoteAddress,
});

/** The one line a request leaves in the log. */
export function logRequest(log: FastifyBaseLogger, answered: AnsweredRequest) {
  const level = answered.statusCode >= 500 ? 'error' : 'info';
  log[level]({ ...fixedFields(answered), ...perRequestFields(answered) }, 'request');
}

interface PinoInternals {
  [pino.symbols.streamSym]?: { write(line: string): unknown };
  [pino.symbols.chindingsSym]?: string;
}

/**
 * The same line for an answer given again and again (cached-answers.ts), for a fraction of a
 * generic log call: its fixed fields (and pino's pid and hostname) are serialized once, by pino,
 * into a child logger's bindings, and each request adds its own three to that text. The request
 * id needs no escaping (`requestIdOf` admits only [\w.:-]); the address is JSON-encoded.
 */
export function repeatedRequestLog(log: FastifyBaseLogger, answer: FixedFields) {
  const child = log.child(fixedFields(answer));
  const level = answer.statusCode >= 500 ? 'error' : 'info';
  const pinoChild = child as unknown as pino.Logger & PinoInternals;
  const { [pino.symbols.streamSym]: stream, [pino.symbols.chindingsSym]: bindings } = pinoChild;
  if (!stream || bindings === undefined) {
    return (answered: PerRequestFields) => child[level](perRequestFields(answered), 'request');
  }
  const head = `{"level":${pino.levels.values[level]},"time":`;
  const middle = `${bindings},"reqId":"`;
  return (answered: PerRequestFields) => {
    if (!pinoChild.isLevelEnabled(level)) return;
    const { reqId, responseTimeMs, remoteAddress } = perRequestFields(answered);
    const address =
      remoteAddress === undefined ? '' : `,"remoteAddress":${JSON.stringify(remoteAddress)}`;
    stream.write(
      `${head}${Date.now()}${middle}${reqId}","responseTimeMs":${responseTimeMs}${address},"msg":"request"}\n`,
    );
  };
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
