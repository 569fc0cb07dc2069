import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { ApiErrorSchema } from '@shop/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { permissionOf } from './auth.ts';
import { acceptsNoBody } from './json-body.ts';

type Schema = Record<string, unknown> & { response?: Record<string, unknown> };

const { $schema: _dialect, ...ERROR_ENVELOPE } = z.toJSONSchema(ApiErrorSchema);

const DESCRIPTIONS: Record<number, string> = {
  400: 'The request is not valid (the message names the field)',
  401: 'No valid session token',
  402: 'The card was declined',
  403: "The signed-in user's staff role does not allow this",
  404: 'Not found',
  409: 'Conflicts with the current state',
  410: 'The link was used or has expired',
  413: 'The body is larger than the limit',
  414: 'The address is too long',
  415: 'The content type is not one this operation reads',
  429: 'Too many requests; the message says when to try again',
  431: 'The headers or the address are too large',
};

const hooksOf = (route: RouteOptions) =>
  [route.onRequest, route.preHandler].flat().filter((hook) => typeof hook === 'function');

/**
 * An answer that is not JSON (an HTML page, an iCalendar feed, a CSV file, an image), declared in
 * a route's `schema.response`; its media type travels as JSON Schema's `contentMediaType`.
 */
export const nonJsonAnswer = (mediaType: string, description: string) =>
  // The envelope too: the same status can be an API error, which the serializer must let through.
  z.union([z.string(), ApiErrorSchema]).meta({ description, contentMediaType: mediaType });

/**
 * One response of the document: the route's own schema, the envelope for an error status, or the
 * route's non-JSON answer, beside the envelope when the same status can also be an API error.
 */
function describeResponse(
  status: number,
  own: Record<string, unknown> | undefined,
  derived: boolean,
): Record<string, unknown> {
  const description = DESCRIPTIONS[status];
  const mediaType = own?.contentMediaType;
  if (typeof mediaType === 'string') {
    const envelope = derived ? { 'application/json': { schema: ERROR_ENVELOPE } } : {};
    return {
      description: own?.description ?? description,
      content: { [mediaType]: { schema: { type: 'string' } }, ...envelope },
    };
  }
  if (!description) return own ?? {};
  return { description, ...ERROR_ENVELOPE, ...own };
}

/** Marks, for `markOptionalBodies`, an operation whose body schema lets the body be absent. */
const OPTIONAL_BODY = 'x-optional-body';

/**
 * The docs' transformObject: @fastify/swagger calls every body required, so a generated client
 * would have to send one where the spec sends none (send-verification-code, pause, cancel).
 */
export const markOptionalBodies: SwaggerTransformObject = (document) => {
  if (!('openapiObject' in document)) return document.swaggerObject;
  const paths = (document.openapiObject.paths ?? {}) as Record<string, Record<string, unknown>>;
  for (const operation of Object.values(paths).flatMap((byMethod) => Object.values(byMethod))) {
    const marked = operation as { [OPTIONAL_BODY]?: true; requestBody?: { required?: boolean } };
    if (!marked?.[OPTIONAL_BODY]) continue;
    delete marked[OPTIONAL_BODY];
    if (marked.requestBody) marked.requestBody.required = false;
  }
  return document.openapiObject;
};

/** 'get' + '/api/v1/orders/{id}/status' -> 'getOrdersByIdStatus'. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/v1/, '')
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith('{') || part.startsWith(':') ? `by-${part}` : part))
    .flatMap((part) => part.split(/[^a-zA-Z0-9]+/))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]?.toUpperCase() + w.slice(1))].join('');
}

/**
 * The docs' transform: the zod schemas as JSON Schema, then what every operation declares from
 * its route alone, so a new route needs no boilerplate: an operationId, `security` when a hook
 * checks the token (app.authenticate, app.requirePermission, app.requireAdmin), and its error responses in the envelope
 * (400 with any input, 401/403 by its auth hook, 404 with path parameters, 413/415 with a body,
 * 414 with path parameters, 429 with a rate limit, 431 always).
 * A route's own `schema.response[status]` or `operationId` wins; a status it declares gets the
 * description of DESCRIPTIONS.
 */
export function describeOperations(app: FastifyInstance): SwaggerTransform {
  return (input) => {
    const { schema, url } = jsonSchemaTransform(input);
    const route = input.route;
    const out: Schema = { ...(schema as Schema) };
    const method = [route.method].flat()[0] ?? 'get';
    out.operationId ??= operationIdOf(method, url);
    const hooks = hooksOf(route);
    // A back-office route names its permission (app.requirePermission); requireAdmin is older.
    const admin = hooks.includes(app.requireAdmin) || permissionOf(hooks) !== undefined;
    const signedIn = admin || hooks.includes(app.authenticate);
    // An empty list says 'public' outright, rather than leaving a reader to guess.
    out.security ??= signedIn ? [{ bearerAuth: [] }] : [];
    const body = out.body !== undefined;
    if (body && acceptsNoBody(input.schema?.body)) out[OPTIONAL_BODY] = true;
    const statuses = [
      (body || out.querystring || out.params) && 400,
      signedIn && 401,
      admin && 403,
      out.params && 404,
      body && 413,
      out.params && 414,
      body && 415,
      (route.config as { rateLimit?: unknown } | undefined)?.rateLimit && 429,
      // Node's limit on headers and address answers any request.
      431,
    ].filter((status): status is number => typeof status === 'number');
    const response = { ...out.response } as Record<string, Record<string, unknown>>;
    for (const status of new Set([...statuses, ...Object.keys(response).map(Number)])) {
      response[status] = describeResponse(status, response[status], statuses.includes(status));
    }
    out.response = response;
    return { schema: out, url };
  };
}
