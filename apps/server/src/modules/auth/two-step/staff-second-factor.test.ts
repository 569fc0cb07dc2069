import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestUser } from '../../../test/test-users.ts';
import { apiCaller } from '../auth-test-helpers.ts';
import { currentTotpCode } from './totp.ts';

let production: TestApp;
let development: TestApp;

beforeAll(async () => {
  production = await createTestApp({ config: { isProduction: true, nodeEnv: 'production' } });
  development = await createTestApp();
});
afterAll(async () => {
  await production.close();
  await development.close();
});

describe('in production, staff enrol a second factor before the back office opens', () => {
  it('answers 403 SECOND_FACTOR_REQUIRED until the member turns two-step sign-in on', async () => {
    const call = apiCaller(production);
    const owner = await createTestUser(production.app, production.db, { staffRole: 'owner' });
    const refused = await call('GET', '/admin/staff', { headers: owner.headers });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      success: false,
      code: 'SECOND_FACTOR_REQUIRED',
      message: 'Turn on two-step sign-in on your account page before using the back office.',
    });

    const status = await call('GET', '/auth/totp', { headers: owner.headers });
    expect(status.body.data.requiredForBackOffice).toBe(true);
    // Enrolling is open to them (it is not a back-office route).
    const setup = await call('POST', '/auth/totp/setup', { headers: owner.headers });
    expect(setup.status).toBe(200);
    const confirm = await call('POST', '/auth/totp/confirm', {
      headers: owner.headers,
      body: { code: currentTotpCode(setup.body.data.secret) },
    });
    expect(confirm.status).toBe(200);

    expect((await call('GET', '/admin/staff', { headers: owner.headers })).status).toBe(200);
  });

  it('still answers a customer with the admin-only 403', async () => {
    const call = apiCaller(production);
    const customer = await createTestUser(production.app, production.db);
    const answer = await call('GET', '/admin/staff', { headers: customer.headers });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('FORBIDDEN');
  });

  it('lets staff in with a password alone outside production', async () => {
    const call = apiCaller(development);
    const owner = await createTestUser(development.app, development.db, { staffRole: 'owner' });
    expect((await call('GET', '/admin/staff', { headers: owner.headers })).status).toBe(200);
  });
});
