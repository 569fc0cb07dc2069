import { randomUUID } from 'node:crypto';
import { STEP_UP_REQUIRED_MESSAGE, WRONG_STEP_UP_MESSAGE } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { currentTotpCode } from '../auth/two-step/totp.ts';
import { ageSessions, bearerCaller } from './sessions-test-helpers.ts';

let t: TestApp;
let call: ReturnType<typeof bearerCaller>;
let owner: TestUser;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  call = bearerCaller(t);
  owner = await createTestUser(t.app, t.db, { staffRole: 'owner' });
  token = owner.headers.authorization.slice(7);
}, 180_000);
afterAll(() => t.close());

const STEP_UP = { success: false, message: STEP_UP_REQUIRED_MESSAGE, code: 'STEP_UP_REQUIRED' };
/** What can hurt, each as the back office sends it. */
const guarded: Array<[string, () => ReturnType<typeof call>]> = [
  [
    'a refund',
    () =>
      call('POST', `/admin/orders/${randomUUID()}/refunds`, token, { amount: 5, reason: 'Broken' }),
  ],
  ['a return refund', () => call('POST', `/admin/returns/${randomUUID()}/refund`, token, {})],
  [
    'a role change',
    () => call('PATCH', `/admin/staff/${randomUUID()}`, token, { staffRole: 'support' }),
  ],
  ['a settings change', () => call('PUT', '/admin/settings', token, { supportRefundLimit: 150 })],
  ['the orders CSV with contacts', () => call('GET', '/admin/orders.csv', token)],
  ['the audit CSV', () => call('GET', '/admin/audit.csv', token)],
];

describe('what can hurt needs a password or code within 10 minutes', () => {
  it.each(guarded)('%s answers 403 STEP_UP_REQUIRED on an older sign-in', async (_, send) => {
    await ageSessions(t, owner.id, { authenticatedMinutes: 11 });
    const refused = await send();
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(STEP_UP);
  });

  it.each(guarded)('%s goes ahead once the password is typed again', async (_, send) => {
    await ageSessions(t, owner.id, { authenticatedMinutes: 11 });
    const confirmed = await call('POST', '/auth/step-up', token, { password: owner.password });
    expect(confirmed.status).toBe(200);
    const answer = await send();
    // Past the gate: the unknown order, return and member answer 404, the rest succeed.
    expect(answer.body.code).not.toBe('STEP_UP_REQUIRED');
    expect([200, 404]).toContain(answer.status);
  });

  it('lets a packer export the orders CSV without contacts on an older sign-in', async () => {
    const packer = await createTestUser(t.app, t.db, { staffRole: 'fulfilment' });
    await ageSessions(t, packer.id, { authenticatedMinutes: 60 });
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/orders.csv',
      headers: packer.headers,
    });
    expect(csv.statusCode).toBe(200);
  });

  it('leaves everyday back-office work alone', async () => {
    await ageSessions(t, owner.id, { authenticatedMinutes: 60 });
    expect((await call('GET', '/admin/orders', token)).status).toBe(200);
    expect((await call('GET', '/admin/settings', token)).status).toBe(200);
  });
});

describe('POST /auth/step-up', () => {
  it('refuses a wrong password with 400, keeping the session signed in', async () => {
    await ageSessions(t, owner.id, { authenticatedMinutes: 11 });
    const wrong = await call('POST', '/auth/step-up', token, { password: 'not the password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(WRONG_STEP_UP_MESSAGE);
    expect((await call('PUT', '/admin/settings', token, { supportRefundLimit: 120 })).body).toEqual(
      STEP_UP,
    );
    expect((await call('GET', '/users/me', token)).status).toBe(200);
  });

  it('takes a second-factor code of an account with two-step sign-in on', async () => {
    const member = await createTestUser(t.app, t.db, { staffRole: 'owner' });
    const memberToken = member.headers.authorization.slice(7);
    const setup = await call('POST', '/auth/totp/setup', memberToken);
    const confirm = await call('POST', '/auth/totp/confirm', memberToken, {
      code: currentTotpCode(setup.body.data.secret),
    });
    const [recoveryCode] = confirm.body.data.recoveryCodes as string[];
    await ageSessions(t, member.id, { authenticatedMinutes: 11 });

    const wrong = await call('POST', '/auth/step-up', memberToken, { code: '000000' });
    expect(wrong.status).toBe(400);
    const right = await call('POST', '/auth/step-up', memberToken, { code: recoveryCode });
    expect(right.status).toBe(200);
    const saved = await call('PUT', '/admin/settings', memberToken, { supportRefundLimit: 130 });
    expect(saved.status).toBe(200);
  });

  it('needs a signed-in account and one of password or code', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/step-up',
          payload: { password: 'x' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await call('POST', '/auth/step-up', token, {})).status).toBe(400);
  });
});
