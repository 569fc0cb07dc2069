import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** A real socket: Node's HTTP parser answers 431 before app.inject could see the request. */
function get(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number | undefined; type: string | undefined; body: unknown }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            type: res.headers['content-type'],
            body: JSON.parse(text),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe("Fastify's own errors", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('hardening 20: a long URL, huge headers and bad UTF-8 in a path answer in the envelope', async () => {
    const cases = [
      { path: `/api/v1/products/${'a'.repeat(300)}`, status: 414, code: 'URI_TOO_LONG' },
      { path: `/api/v1/products?q=${'a'.repeat(20_000)}`, status: 431, code: 'HEADERS_TOO_LARGE' },
      { path: '/api/v1/products/%C0', status: 400, code: 'VALIDATION_ERROR' },
      { path: '/api/v1/products/%E0%A4%A', status: 400, code: 'VALIDATION_ERROR' },
    ];
    for (const { path, status, code } of cases) {
      const answer = await get(port, path);
      expect(answer.status).toBe(status);
      expect(answer.type).toMatch(/^application\/json/);
      expect(answer.body).toEqual({ success: false, code, message: expect.any(String) });
    }
    const bigHeader = await get(port, '/api/v1/health', { 'x-padding': 'a'.repeat(20_000) });
    expect(bigHeader).toMatchObject({ status: 431, body: { success: false } });
  });
});
