import { addShopDays } from '@shop/contract';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CARD_3184,
  chargeDay,
  mailedPayCodes,
  processEnvironments,
  setUpPlans,
  tally,
} from './test/plan-processes.ts';
import { type Call, call, type ServerProcess } from './test/server-process.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const ROUNDS = 20;

const at = (day: string) => new Date(`${day}T15:00:00Z`).toISOString();

/** The pay page's "Confirm the charge" (test mode: the simulated challenge's Approve). */
const authenticate = (server: ServerProcess, code: string, from: string) =>
  call(
    server,
    'POST',
    `/subscription-payments/${code}`,
    undefined,
    { authenticated: true },
    {
      'x-forwarded-for': from,
    },
  );

/**
 * Renewals whose charge the bank held for authentication (the 3184 card), completed on real
 * server processes sharing one PostgreSQL database: from two sides at once, and across a kill -9.
 */
describe.skipIf(!serverUrl)('authenticated renewals across server processes (PostgreSQL)', () => {
  const { environment, cleanup } = processEnvironments(serverUrl ?? '');
  afterAll(cleanup);

  it('the pay page posted on two instances while both run the retry, 20 times: one charge, one order, one confirmation per cycle', async () => {
    const { database, start } = await environment('auth-race');
    // Each customer's phone has its own address (behind the loopback proxy), as in the field:
    // the links' per-address rate limit is not what this test is about.
    const proxied = { TRUST_PROXY: 'loopback' };
    const [a, b] = await Promise.all([start('a', proxied), start('b', proxied)]);
    const { token, plans } = await setUpPlans(a, database.url, 1, CARD_3184);
    for (let cycle = 0; cycle < ROUNDS; cycle += 1) {
      const mailed = (await mailedPayCodes(database.url)).length;
      const held = await call(a, 'POST', '/admin/subscriptions/run', token, {
        now: at(chargeDay(cycle)),
      });
      expect(held.data).toMatchObject({ ordered: 0, failed: plans.length });
      const codes = (await mailedPayCodes(database.url)).slice(mailed);
      expect(codes).toHaveLength(plans.length);

      const retryNow = at(addShopDays(chargeDay(cycle), 1));
      const answers: Call[] = await Promise.all([
        ...codes.flatMap((code, index) =>
          [a, b].map((server) => authenticate(server, code, `10.29.${cycle}.${index}`)),
        ),
        ...[a, b].map((server) =>
          call(server, 'POST', '/admin/subscriptions/run', token, { now: retryNow }),
        ),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
      // A post that came while the retry held the cycle finds it charged anew and waiting: the
      // page still says so, and the customer confirms once more.
      for (const [index, code] of codes.entries()) {
        const from = `10.29.${cycle}.${index}`;
        let view = await call(a, 'GET', `/subscription-payments/${code}`, undefined, undefined, {
          'x-forwarded-for': from,
        });
        if (view.data.state !== 'paid') {
          expect(view.data).toMatchObject({ state: 'open', canAuthenticate: true });
          view = await authenticate(b, code, from);
        }
        expect(view.data.state).toBe('paid');
      }
      const expected = plans.length * (cycle + 1);
      expect(await tally(database.url)).toMatchObject({
        orders: expected,
        charges: expected,
        cycles: expected,
        confirmations: expected,
      });
    }
  }, 900_000);

  it('a kill -9 after the authenticated charge and before its order: after a restart, one charge and one order each, none missed', async () => {
    const { database, start } = await environment('auth-kill');
    let server = await start('k', { TEST_CRASH_AFTER_CHARGE: 'true' });
    const { token, plans } = await setUpPlans(server, database.url, 1, CARD_3184);
    const now = at(chargeDay(0));
    const held = await call(server, 'POST', '/admin/subscriptions/run', token, { now });
    expect(held.data).toMatchObject({ ordered: 0, failed: plans.length });
    const codes = await mailedPayCodes(database.url);
    expect(codes).toHaveLength(plans.length);
    const [killed = '', ...others] = codes;
    await expect(authenticate(server, killed, '10.29.0.1')).rejects.toThrow();
    expect(await server.exited()).toBe('SIGKILL');
    expect(await tally(database.url)).toMatchObject({ orders: 0, charges: 1, cycles: 0 });

    server = await start('k');
    // The customer tries again at once: the payment is taken and its order on its way, so the
    // page says paid, and nothing is charged.
    const again = await authenticate(server, killed, '10.29.0.1');
    expect(again.status).toBe(200);
    expect(again.data.state).toBe('paid');
    expect(await tally(database.url)).toMatchObject({ charges: 1 });
    for (const code of others) {
      expect((await authenticate(server, code, '10.29.0.2')).data.state).toBe('paid');
    }
    // The dead request's claim is its own until its one-minute lease runs out.
    const deadline = Date.now() + 150_000;
    while (((await tally(database.url)).cycles ?? 0) < plans.length && Date.now() < deadline) {
      await call(server, 'POST', '/admin/subscriptions/run', token, { now });
      await new Promise((done) => setTimeout(done, 5_000));
    }
    expect(await tally(database.url)).toEqual({
      orders: plans.length,
      lines: plans.length,
      charges: plans.length,
      cycles: plans.length,
      retried: 0,
      confirmations: plans.length,
    });
    const view = await call(server, 'GET', `/subscription-payments/${killed}`);
    expect(view.data.state).toBe('paid');
  }, 600_000);
});
