import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pino from 'pino';
import { BatchedWriter } from '../lib/batched-writer.ts';
import {
  jsonStringMaxBytes,
  putBytes,
  putInteger,
  putJsonString,
  putTenths,
} from '../lib/json-bytes.ts';
import { scrubUrl } from '../log-scrubbing.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Probes polled every few seconds: logged only when they fail, and not while draining. */
    quietWhenOk?: boolean;
  }
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * This process's own request ids: a random prefix, then a count in base 36 ("q3VfXz-1a2b").
 * Unique across instances and restarts as a UUID is, for a fraction of its price: a UUID per
 * request was measured at several per cent of a cached read (decision 038). Up to 12
 * characters, V8 builds them as flat strings, which Node's header check reads fastest.
 */
const OWN_ID_PREFIX = `${randomBytes(6).toString('base64url').slice(0, 6)}-`;
let ownIdsGiven = 0;

/**
 * A proxy's X-Request-Id is kept when it looks like one, so one id follows a request through
 * proxy and app logs; otherwise one of our own (two of them count as none). Read from the raw
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
  if (found === 1 && given !== undefined && REQUEST_ID.test(given)) return given;
  ownIdsGiven += 1;
  return OWN_ID_PREFIX + ownIdsGiven.toString(36);
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
  [pino.symbols.streamSym]?: unknown;
  [pino.symbols.chindingsSym]?: string;
}

const bytesOf = (text: string) => Buffer.from(text);
const RESPONSE_TIME = bytesOf('","responseTimeMs":');
const REMOTE_ADDRESS = bytesOf(',"remoteAddress":');
const END = bytesOf(',"msg":"request"}\n');

/**
 * `Date.now()` as pino writes it, its digits rewritten in place when the millisecond has
 * changed (a new array only when their number changes: in 2286, or with a test's clock).
 */
const now = { ms: 0, digits: new Uint8Array(0) };
function nowDigits(): Uint8Array {
  const ms = Date.now();
  if (ms !== now.ms) {
    now.ms = ms;
    if (putInteger(now.digits, 0, ms) !== now.digits.length) now.digits = Buffer.from(String(ms));
  }
  return now.digits;
}

/** The log line of one request answered again and again: its own fields, in order. */
export type RepeatedRequestLog = (
  reqId: string,
  elapsedMs: number,
  remoteAddress: string | undefined,
) => void;

/**
 * The same line for an answer given again and again (cached-answers.ts), for a fraction of a
 * generic log call: its fixed fields (and pino's pid and hostname) are serialized once, by pino,
 * into a child logger's bindings, and each request writes its own three after them, as bytes
 * straight into the log's batch (json-bytes.ts). The request id needs no escaping
 * (`requestIdOf` admits only [\w.:-]).
 */
export function repeatedRequestLog(
  log: FastifyBaseLogger,
  answer: FixedFields,
): RepeatedRequestLog {
  const child = log.child(fixedFields(answer));
  const level = answer.statusCode >= 500 ? 'error' : 'info';
  const generic: RepeatedRequestLog = (reqId, elapsedMs, remoteAddress) =>
    child[level](perRequestFields({ reqId, elapsedMs, remoteAddress }), 'request');
  const pinoChild = child as unknown as pino.Logger & PinoInternals;
  const { [pino.symbols.streamSym]: stream, [pino.symbols.chindingsSym]: bindings } = pinoChild;
  if (!(stream instanceof BatchedWriter) || bindings === undefined) return generic;

  // The level is set once, at start (LOG_LEVEL).
  if (!pinoChild.isLevelEnabled(level)) return () => {};
  const head = bytesOf(`{"level":${pino.levels.values[level]},"time":`);
  const middle = bytesOf(`${bindings},"reqId":"`);
  const fixedBytes = head.length + middle.length + RESPONSE_TIME.length + REMOTE_ADDRESS.length;
  // with the time's digits and the response time's: 16 each is more than either ever needs
  const mostBytes = fixedBytes + END.length + 32;
  return (reqId, elapsedMs, remoteAddress) => {
    const addressBytes = remoteAddress === undefined ? 0 : jsonStringMaxBytes(remoteAddress.length);
    const at = stream.claim(mostBytes + reqId.length + addressBytes);
    if (at < 0) return generic(reqId, elapsedMs, remoteAddress);
    const bytes = stream.bytes;
    let end = putBytes(bytes, at, head);
    end = putBytes(bytes, end, nowDigits());
    end = putBytes(bytes, end, middle);
    for (let i = 0; i < reqId.length; i += 1) bytes[end + i] = reqId.charCodeAt(i);
    end = putBytes(bytes, end + reqId.length, RESPONSE_TIME);
    end = putTenths(bytes, end, Math.round(elapsedMs * 10));
    if (remoteAddress !== undefined) {
      end = putBytes(bytes, end, REMOTE_ADDRESS);
      end = putJsonString(bytes, end, remoteAddress);
    }
    stream.commit(putBytes(bytes, end, END));
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
    const quiet = request.routeOptions.config.quietWhenOk;
    if (!quiet || (reply.statusCode >= 400 && !app.lifecycle.draining)) {
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
