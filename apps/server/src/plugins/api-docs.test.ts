import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

type Operation = {
  operationId?: string;
  security?: unknown[];
  responses: Record<
    string,
    { content?: Record<string, { schema?: { $ref?: string; properties?: object } }> }
  >;
};

describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: {
    servers: { url: string }[];
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, { properties?: object }> };
  };
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
    // The envelope is one named component (ApiError) every error status refers to.
    const forbidden = status.responses['403']?.content?.['application/json']?.schema;
    expect(forbidden).toMatchObject({ $ref: '#/components/schemas/ApiError' });
    expect(doc.components.schemas.ApiError?.properties).toHaveProperty('code');
    const login = byId('/api/v1/auth/login', 'post');
    expect(login.security).toEqual([]);
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['400', '429']));
  });

  it("hardening 21: passes Redocly's recommended lint with 0 errors (and, since 30.10, 0 warnings)", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: 'openapi.json',
      config,
    });
    const errors = problems.map(
      (problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`,
    );
    expect(errors).toEqual([]);
  });

  it("hardening 30.10: Redocly's CLI, recommended rules, reports 0 errors and 0 warnings", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(doc));
      const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
      const run = promisify(execFile);
      const args = [cli, 'lint', file, '--extends', 'recommended', '--format', 'json'];
      const { stdout } = await run(process.execPath, args).catch((error) => error);
      const report = JSON.parse(stdout) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; location: { pointer: string }[] }[];
      };
      const problems = report.problems.map((p) => `${p.ruleId} at ${p.location[0]?.pointer}`);
      expect(problems).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('hardening 30.10: the statuses and content types a client meets are documented', () => {
    const responses = (path: string, method: string) =>
      Object.keys(doc.paths[path]?.[method]?.responses ?? {});
    const content = (path: string, method: string, status: string) =>
      Object.keys(doc.paths[path]?.[method]?.responses[status]?.content ?? {});
    expect(responses('/api/v1/auth/login', 'post')).toContain('401');
    expect(responses('/api/v1/payments/confirm', 'post')).toContain('402');
    for (const [path, method] of [
      ['/api/v1/cart/items', 'post'],
      ['/api/v1/checkout/quote', 'post'],
      ['/api/v1/payments/create-payment-intent', 'post'],
      ['/api/v1/orders', 'post'],
    ]) {
      expect(responses(path as string, method as string), path).toEqual(
        expect.arrayContaining(['404', '409', '413', '415', '431']),
      );
    }
    expect(responses('/api/v1/products', 'post')).toContain('409');
    expect(responses('/api/v1/auth/google', 'post')).toContain('404');
    expect(responses('/api/v1/payments/webhook', 'post')).toContain('404');
    expect(responses('/api/v1/upload/sign-r2-upload', 'get')).toContain('415');
    expect(responses('/api/v1/upload/local/{fileName}', 'put')).toEqual(
      expect.arrayContaining(['413', '414', '415']),
    );
    expect(content('/api/v1/reminders/action', 'get', '200')).toEqual(['text/html']);
    expect(content('/api/v1/reminders/action', 'get', '400')).toEqual(
      expect.arrayContaining(['text/html', 'application/json']),
    );
    expect(content('/api/v1/calendar/{file}', 'get', '200')).toEqual(['text/calendar']);
    expect(content('/api/v1/admin/orders.csv', 'get', '200')).toEqual(['text/csv']);
    expect(content('/uploads/{fileName}', 'get', '200')).toEqual(['image/*']);
  });
  it('says the body is optional where the spec sends none (send-verification-code, pause, cancel)', () => {
    const bodyRequired = (path: string, method: string) =>
      (doc.paths[path]?.[method] as { requestBody?: { required?: boolean } } | undefined)
        ?.requestBody?.required;
    expect(bodyRequired('/api/v1/auth/send-verification-code', 'post')).toBe(false);
    expect(bodyRequired('/api/v1/subscriptions/{id}/pause', 'post')).toBe(false);
    expect(bodyRequired('/api/v1/subscriptions/{id}/cancel', 'post')).toBe(false);
    expect(bodyRequired('/api/v1/cart/items', 'post')).toBe(true);
    expect(JSON.stringify(doc)).not.toContain('x-optional-body');
  });
});
