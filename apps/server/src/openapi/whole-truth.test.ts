import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, GOOD_CARD } from '../modules/orders/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createTestUser, type TestUser } from '../test/test-users.ts';

type Schema = Record<string, unknown> & {
  $ref?: string;
  description?: string;
  oneOf?: unknown[];
  properties?: Record<string, Schema>;
};
type Operation = {
  description?: string;
  parameters?: { in: string; name: string; description?: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema: Schema }> }>;
};
type Doc = {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, Schema> };
};

/** Issue 40 item 9: what the API answers and requires, all in its document. */
describe('the OpenAPI document tells the whole truth', () => {
  let t: TestApp;
  let doc: Doc;
  let text: string;
  let customer: TestUser;
  beforeAll(async () => {
    // No PUBLIC_URL: the shop's default, where `servers` used to be http://localhost.
    t = await createTestApp();
    const answer = await t.app.inject({ url: '/api/docs/json' });
    text = answer.body;
    doc = answer.json();
    customer = await createTestUser(t.app, t.db);
  });
  afterAll(() => t.close());

  const operation = (path: string, method: string) => doc.paths[path]?.[method] as Operation;
  const body = (path: string, method: string) =>
    operation(path, method).requestBody?.content['application/json']?.schema as Schema;
  /** A schema with its `$ref` followed to the named component. */
  const resolved = (schema: Schema): Schema =>
    schema.$ref
      ? (doc.components.schemas?.[schema.$ref.split('/').pop() as string] as Schema)
      : schema;

  it('documents the 404 of an upload, the 503 of readiness and the webhook’s 400 and header', async () => {
    const missing = await t.app.inject({ url: '/uploads/nothing-here.jpg' });
    expect(missing.statusCode).toBe(404);
    expect(Object.keys(operation('/uploads/{fileName}', 'get').responses)).toContain('404');
    expect(Object.keys(operation('/api/v1/health/ready', 'get').responses)).toContain('503');
    const webhook = operation('/api/v1/payments/webhook', 'post');
    expect(Object.keys(webhook.responses)).toContain('400');
    const header = webhook.parameters?.find((p) => p.in === 'header');
    expect(header?.name).toBe('stripe-signature');
    expect(header?.description).toMatch(/signature/i);
  });

  it('states the rules: e-mail or phone to register, a credential, an address for a plan', () => {
    const register = resolved(body('/api/v1/auth/register', 'post'));
    expect(register.oneOf).toEqual([
      expect.objectContaining({ required: ['email'] }),
      expect.objectContaining({ required: ['phoneNumber'] }),
    ]);
    for (const path of ['/api/v1/auth/forgot-password', '/api/v1/auth/reset-password']) {
      const credential = resolved(body(path, 'post')).properties?.credential;
      expect(credential?.description, path).toMatch(/e-mail address or phone number/);
    }
    const plan = operation('/api/v1/subscriptions', 'post');
    expect(plan.description).toMatch(/address saved in my profile/);
    expect(plan.responses['400']?.description).toMatch(/no shipping address/);
    expect(Object.keys(plan.responses)).toContain('409');
  });

  it('takes a card’s expiry as integers only: a string or null answers 400 naming the field', async () => {
    const client = api(t.app);
    for (const expYear of ['2031', null]) {
      const card = { ...GOOD_CARD, expYear };
      const payment = { paymentIntentId: 'pi_any', clientSecret: 'secret', card };
      const paid = await client.call('POST', '/payments/confirm', customer, payment);
      expect(paid.statusCode, paid.body).toBe(400);
      expect(paid.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(paid.json().message).toMatch(/expYear/);
      const saved = await client.call('POST', '/payment-methods', customer, { card });
      expect(saved.statusCode, saved.body).toBe(400);
    }
    const card = resolved(doc.components.schemas?.CardInput as Schema);
    expect(card.properties?.expYear).toMatchObject({ type: 'integer' });
    expect(card.properties?.expMonth).toMatchObject({ type: 'integer' });
  });

  it('answers a method a path does not have with 405 and Allow; an unknown path stays 404', async () => {
    const wrong = await t.app.inject({ method: 'DELETE', url: '/api/v1/orders/myorders' });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toBe('GET, HEAD');
    expect(wrong.json()).toMatchObject({ success: false, code: 'METHOD_NOT_ALLOWED' });
    const withParameter = await t.app.inject({ method: 'PATCH', url: '/api/v1/products/abc' });
    expect(withParameter.statusCode).toBe(405);
    expect(withParameter.headers.allow?.split(', ')).toEqual(
      expect.arrayContaining(['GET', 'PUT', 'DELETE']),
    );
    const unknown = await t.app.inject({ method: 'POST', url: '/api/v1/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.allow).toBeUndefined();
    expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('names a relative server without PUBLIC_URL and passes Redocly’s recommended rules', async () => {
    expect(doc.servers.map((server) => server.url)).toEqual(['/']);
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: text, absoluteRef: 'openapi.json', config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}`)).toEqual([]);
  });

  it('names the recurring shapes once in components and is under half its inlined size', () => {
    const schemas = Object.keys(doc.components.schemas ?? {});
    for (const name of ['ApiError', 'PageInfo', 'Product', 'Order', 'Plan', 'Card', 'Address']) {
      expect(schemas, name).toContain(name);
    }
    const myOrders = operation('/api/v1/orders/myorders', 'get');
    const error = myOrders.responses['401']?.content?.['application/json']?.schema;
    expect(error?.$ref).toBe('#/components/schemas/ApiError');
    expect(text).toContain('"$ref":"#/components/schemas/Order"');
    expect(text).toContain('"$ref":"#/components/schemas/PageInfo"');
    // Every $ref put back in place: the document as it was before it had components (610 kB then).
    const components = doc.components.schemas ?? {};
    const inline = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(inline);
      if (!value || typeof value !== 'object') return value;
      const ref = (value as { $ref?: string }).$ref;
      if (ref?.startsWith('#/components/schemas/')) {
        return inline(components[ref.slice('#/components/schemas/'.length)]);
      }
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, inline(inner)]));
    };
    const inlined = JSON.stringify(inline({ ...doc, components: {} }));
    expect(Buffer.byteLength(text)).toBeLessThan(Buffer.byteLength(inlined) / 2);
  });
});
