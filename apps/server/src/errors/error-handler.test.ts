import { ProductInputSchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BODY_LIMIT_BYTES } from '../app.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from './app-errors.ts';

const EchoBodySchema = z.object({ name: z.string(), price: z.number() });

function addProbeRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post('/api/v1/probe/echo', { schema: { body: EchoBodySchema } }, async (request) => ({
    success: true,
    data: request.body,
  }));
  typed.get('/api/v1/probe/crash', async () => {
    throw new Error('connection to 10.0.0.7 refused (secret detail)');
  });
  const domainErrors = {
    unauthorized: new UnauthorizedError(),
    forbidden: new ForbiddenError(),
    missing: new NotFoundError('That product does not exist.'),
    conflict: new ConflictError('That e-mail is already registered.'),
  };
  typed.get('/api/v1/probe/domain/:kind', async (request) => {
    throw domainErrors[(request.params as { kind: keyof typeof domainErrors }).kind];
  });
  typed.get(
    '/api/v1/probe/limited',
    { config: { rateLimit: { max: 1, timeWindow: 60_000 } } },
    async () => ({ success: true, data: null }),
  );
}

describe('error envelope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ addRoutes: addProbeRoutes });
  });
  afterAll(() => t.close());

  const post = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/probe/echo',
      headers: { 'content-type': contentType },
      payload,
    });

  it('wraps success as { success: true, data }', async () => {
    const response = await post(JSON.stringify({ name: 'Filter', price: 9.5 }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { name: 'Filter', price: 9.5 } });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await post('{"name": "Filter",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'Malformed JSON in request body.',
    });
  });

  it('answers a wrong type with 400 naming the field', async () => {
    const response = await post(JSON.stringify({ name: 'Filter', price: '9.50' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(response.json().message).toMatch(/^price: .*expected number, received string/i);
  });

  it('hardening 30.2: answers a body over 256 kB with 413, before parsing it', async () => {
    // A flat array of 300 kB: under the old 1 MB limit it was parsed (and held the loop) first.
    const flat = `[${'0,'.repeat(150 * 1024)}0]`;
    const response = await post(flat);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is too large (the limit is 256 kB).',
    });
  });

  it('hardening 30.2: the largest body a form sends (a product at every bound) fits the limit', () => {
    const wide = (length: number) => '€'.repeat(length); // 3 bytes each in UTF-8
    const url = `https://images.example/${wide(2048 - 23)}`;
    const product = ProductInputSchema.parse({
      name: wide(200),
      sku: 'S'.repeat(64),
      price: 999_999.99,
      stock: 1_000_000,
      category: 'residential',
      imageUrl: url,
      imageUrls: Array.from({ length: 10 }, () => url),
      description: wide(5000),
      tags: Array.from({ length: 20 }, () => wide(40)),
      type: 'filter',
      parts: Array.from({ length: 20 }, () => crypto.randomUUID()),
      additional: 'a'.repeat(200),
    });
    expect(Buffer.byteLength(JSON.stringify(product))).toBeLessThan(BODY_LIMIT_BYTES / 2);
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await post('<name>Filter</name>', 'application/xml');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    for (const url of ['/api/v1/no-such-thing', '/api/nothing', '/api/v1/products/x/y/z']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it.each([
    ['unauthorized', 401, 'UNAUTHORIZED'],
    ['forbidden', 403, 'FORBIDDEN'],
    ['missing', 404, 'NOT_FOUND'],
    ['conflict', 409, 'CONFLICT'],
  ])('maps the %s domain error to %i', async (kind, status, code) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/probe/domain/${kind}` });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ success: false, code });
    expect(response.json().message).toMatch(/\.$/);
  });

  it('hides unexpected errors behind a 500 without details or stack', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/probe/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(response.body).not.toMatch(/secret|stack|at .*\.ts/);
  });

  it('answers 429 as an envelope once a rate-limited route is over its limit', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/probe/limited' });
    expect(first.statusCode).toBe(200);
    const second = await t.app.inject({ method: 'GET', url: '/api/v1/probe/limited' });
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(second.json().message).toMatch(/^Too many requests\. Please try again in /);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
  });
});
