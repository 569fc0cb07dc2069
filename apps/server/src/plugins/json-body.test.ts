import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createTestUser, type TestUser } from '../test/test-users.ts';

/**
 * Many API clients send `Content-Type: application/json` on every request, with no body on the
 * calls that take none (the spec's "empty body" calls among them).
 */
describe('an empty body sent as JSON', () => {
  let t: TestApp;
  let customer: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    customer = await createTestUser(t.app, t.db);
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'DELETE', url: string) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...customer.headers, 'content-type': 'application/json' },
    });

  it('is no body for a call that takes none', async () => {
    const cleared = await send('DELETE', '/cart');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ success: true, data: { items: [] } });
    const code = await send('POST', '/auth/send-verification-code');
    expect(code.statusCode).toBe(200);
    expect(code.json()).toMatchObject({ success: true });
  });

  it('is still refused, in words, by a call that needs one', async () => {
    const response = await send('POST', '/cart/items');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'The request body is empty; send a JSON object.',
    });
  });
});
