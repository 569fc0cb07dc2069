import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, outbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEFAULT_SHOP_EMAIL } from './contact.routes.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const message = {
  name: 'Ola',
  email: 'ola@example.com',
  subject: 'Filter sizes',
  message: 'Which cartridge fits my under-sink unit?',
};

const post = (payload: object, remoteAddress = '198.51.100.1') =>
  t.app.inject({ method: 'POST', url: '/api/v1/contact', payload, remoteAddress });

describe('POST /contact', () => {
  it('stores the message and forwards it to the shop address', async () => {
    const response = await post(message);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({ message: 'Thanks! Your message has been sent.' });
    const [stored] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, message.email));
    expect(stored).toMatchObject({ subject: 'Filter sizes', userId: null });
    expect(stored?.forwardedAt).toBeInstanceOf(Date);
    const [forwarded] = await t.db.select().from(outbox).where(eq(outbox.to, DEFAULT_SHOP_EMAIL));
    expect(forwarded).toMatchObject({ channel: 'email', subject: 'Contact form: Filter sizes' });
    expect(forwarded?.text).toContain('From: Ola <ola@example.com>');
    expect(forwarded?.text).toContain(message.message);
  });

  it('requires every field and a valid e-mail', async () => {
    const missing = await post({ ...message, subject: ' ' }, '198.51.100.2');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Please fill in all required fields.');
    expect((await post({ ...message, email: 'nope' }, '198.51.100.2')).statusCode).toBe(400);
  });

  it('limits messages per client IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await post(message, '198.51.100.9')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('POST /contact behind a trusted proxy', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ config: { trustProxy: '127.0.0.1' } });
  });
  afterAll(() => proxied.close());

  const viaProxy = (clientIp: string, proxyIp = '127.0.0.1') =>
    proxied.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: message,
      remoteAddress: proxyIp,
      headers: { 'x-forwarded-for': clientIp },
    });

  it("limits each client by its forwarded address, not the proxy's", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await viaProxy('203.0.113.7')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await viaProxy('203.0.113.8')).statusCode).toBe(201);
  });

  it('ignores X-Forwarded-For from a peer that is not the trusted proxy', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await viaProxy(`203.0.113.${20 + i}`, '198.51.100.50')).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
