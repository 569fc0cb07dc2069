import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';

describe('the orders CSV when it cannot be written (issue 40)', () => {
  const logged: Array<{ level: number; msg: string; err?: { message: string } }> = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logged.push(JSON.parse(String(chunk)));
      done();
    },
  });
  let t: TestApp;
  let admin: TestUser;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ logger: createLogger({ logLevel: 'info', nodeEnv: 'test' }, sink) });
    admin = await createTestUser(t.app, t.db, { role: 'admin' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  /** What a browser's download gets: the status, the bytes, and whether the answer ended whole. */
  const download = (path: string) =>
    new Promise<{ status: number; body: string; whole: boolean }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, headers: admin.headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, whole: res.complete }));
        res.on('error', () => resolve({ status: res.statusCode ?? 0, body, whole: false }));
      });
      req.on('error', reject);
      req.end();
    });

  it('hardening 40.7: a day it cannot count to answers 400 in the envelope before any CSV', async () => {
    const answer = await download('/api/v1/admin/orders.csv?to=9999-12-31');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      success: false,
      message: 'to: The "Placed to" day must fall between 1900 and 2999.',
      code: 'VALIDATION_ERROR',
    });
  });

  it('hardening 40.7: a failure after the header is logged and cuts the download off', async () => {
    // The header is written before the first query: a table gone makes that query fail after it.
    await t.db.execute(sql`alter table order_items rename to order_items_away`);
    try {
      const answer = await download('/api/v1/admin/orders.csv');
      expect(answer.status).toBe(200);
      expect(answer.body).toMatch(/^\uFEFFOrder,Placed/);
      expect(answer.whole).toBe(false);
    } finally {
      await t.db.execute(sql`alter table order_items_away rename to order_items`);
    }
    const failure = logged.find((line) => line.level === 50);
    expect(failure).toMatchObject({
      msg: 'streamed answer failed after its first byte; cut off',
      err: { message: expect.stringContaining('order_items') },
    });
  });
});
