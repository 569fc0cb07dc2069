import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

type Operation = {
  operationId?: string;
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema?: { properties?: object } }> }>;
};

describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: { servers: { url: string }[]; paths: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: 'https://shop.example.org' } });
    doc = (await t.app.inject({ url: '/api/docs/json' })).json();
  });
  afterAll(() => t.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })),
    );

  it('hardening 21: operationIds, envelope errors, security and servers from PUBLIC_URL', () => {
    expect(doc.servers).toEqual([{ url: 'https://shop.example.org' }]);
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const byId = (path: string, method: string) => doc.paths[path]?.[method] as Operation;
    const myOrders = byId('/api/v1/orders/myorders', 'get');
    expect(myOrders.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(myOrders.responses)).toEqual(expect.arrayContaining(['200', '401']));
    const status = byId('/api/v1/orders/{id}/status', 'put');
    expect(Object.keys(status.responses)).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '409']),
    );
    expect(
      status.responses['403']?.content?.['application/json']?.schema?.properties,
    ).toHaveProperty('code');
    const login = byId('/api/v1/auth/login', 'post');
    expect(login.security).toEqual([]);
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['400', '429']));
  });

  it("hardening 21: passes Redocly's recommended lint with 0 errors", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: 'openapi.json',
      config,
    });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });
});
