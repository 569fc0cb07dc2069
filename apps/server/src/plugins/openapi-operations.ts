import type { SwaggerTransform } from '@fastify/swagger';
import { ApiErrorSchema } from '@shop/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Schema = Record<string, unknown> & { response?: Record<string, unknown> };

const { $schema: _dialect, ...ERROR_ENVELOPE } = z.toJSONSchema(ApiErrorSchema);

const DESCRIPTIONS: Record<number, string> = {
  400: 'The request is not valid (the message names the field)',
  401: 'No valid session token',
  402: 'The card was declined',
  403: 'The signed-in user is no admin',
  404: 'Not found',
  409: 'Conflicts with the current state',
  413: 'The body is larger than the limit',
  414: 'The address is too long',
  415: 'The content type is not one this operation reads',
  429: 'Too many requests; the message says when to try again',
  431: 'The headers or the address are too large',
};

const hooksOf = (route: RouteOptions) =>
  [route.onRequest, route.preHandler].flat().filter((hook) => typeof hook === 'function');

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
 * checks the token (app.authenticate, app.requireAdmin), and its error responses in the envelope
 * (400 with any input, 401/403 by its auth hook, 404 with path parameters, 429 with a rate limit).
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
    const admin = hooks.includes(app.requireAdmin);
    const signedIn = admin || hooks.includes(app.authenticate);
    // An empty list says 'public' outright, rather than leaving a reader to guess.
    out.security ??= signedIn ? [{ bearerAuth: [] }] : [];
    const statuses = [
      (out.body || out.querystring || out.params) && 400,
      signedIn && 401,
      admin && 403,
      out.params && 404,
      (route.config as { rateLimit?: unknown } | undefined)?.rateLimit && 429,
    ].filter((status): status is number => typeof status === 'number');
    const response = { ...out.response };
    for (const status of [...statuses, ...Object.keys(response).map(Number)]) {
      const description = DESCRIPTIONS[status];
      if (!description) continue;
      // The route's own schema (and description) for the status wins over the envelope.
      response[status] = { description, ...ERROR_ENVELOPE, ...(response[status] as object) };
    }
    out.response = response;
    return { schema: out, url };
  };
}
