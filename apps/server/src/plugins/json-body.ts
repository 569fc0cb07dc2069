import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { ValidationError } from '../errors/index.ts';

/** No form of the shop nests deeper than a few levels; 32 leaves room and bounds every walk. */
export const MAX_JSON_DEPTH = 32;

const OPENERS = new Set(['['.charCodeAt(0), '{'.charCodeAt(0)]);
const CLOSERS = new Set([']'.charCodeAt(0), '}'.charCodeAt(0)]);
const QUOTE = '"'.charCodeAt(0);
const BACKSLASH = '\\'.charCodeAt(0);

/** Whether arrays and objects in a JSON text nest deeper than `limit`: one pass, no parsing. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (OPENERS.has(code)) {
      depth += 1;
      if (depth > limit) return true;
    } else if (CLOSERS.has(code)) depth -= 1;
  }
  return false;
}

/** A route's body schema (zod) that lets the body be absent: the spec's "empty body" calls. */
export const acceptsNoBody = (schema: unknown) =>
  (schema as Partial<ZodType> | undefined)?.safeParse?.(undefined).success === true;

/** The route reads no body, or its body schema lets the body be absent. */
function takesNoBody(request: FastifyRequest): boolean {
  const body = request.routeOptions.schema?.body;
  return body === undefined || acceptsNoBody(body);
}

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), after a depth check on the
 * text: a body nested deeper than MAX_JSON_DEPTH is answered 400 before anything walks it, so no
 * request can hold the event loop with thousands of nested arrays. An empty body on a call that
 * takes none is no body: many clients send `Content-Type: application/json` on every call.
 */
export function registerJsonBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '' && takesNoBody(request)) {
      done(null, undefined);
      return;
    }
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new ValidationError(`The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.`));
      return;
    }
    parseJson(request, text, done);
  });
}
