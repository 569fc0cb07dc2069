import { afterAll, describe, expect, it } from 'vitest';
import {
  CARD_4242,
  chargeDay,
  processEnvironments,
  setUpPlans,
  tally,
} from './test/plan-processes.ts';
import { call } from './test/server-process.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('the renewal run across server processes (PostgreSQL)', () => {
  const { environment, cleanup } = processEnvironments(serverUrl ?? '');
  afterAll(cleanup);

  it('two instances running the same day at once, 20 times: one charge and one order per due plan', async () => {
    const { database, start } = await environment('two');
    const [a, b] = await Promise.all([start('a'), start('b')]);
    const { token, plans } = await setUpPlans(a, database.url, 5);
    for (let cycle = 0; cycle < 20; cycle += 1) {
      const now = new Date(`${chargeDay(cycle)}T15:00:00Z`).toISOString();
      const runs = await Promise.all(
        [a, b, a, b].map((server) =>
          call(server, 'POST', '/admin/subscriptions/run', token, { now }),
        ),
      );
      expect(runs.map((run) => run.status)).toEqual([200, 200, 200, 200]);
      expect(runs.reduce((sum, run) => sum + run.data.ordered, 0)).toBe(plans.length);
      const counted = await tally(database.url);
      const expected = plans.length * (cycle + 1);
      expect(counted).toMatchObject({
        orders: expected,
        charges: expected,
        cycles: expected,
        retried: 0,
      });
    }
  }, 600_000);

  it('a kill -9 right after a charge: after a restart, every plan is charged once and none is missed', async () => {
    const { database, start } = await environment('kill');
    let server = await start('k', { TEST_CRASH_AFTER_CHARGE: 'true' });
    const { token, plans } = await setUpPlans(server, database.url, 3);
    const now = new Date(`${chargeDay(0)}T15:00:00Z`).toISOString();
    await expect(
      call(server, 'POST', '/admin/subscriptions/run', token, { now }),
    ).rejects.toThrow();
    expect(await server.exited()).toBe('SIGKILL');
    expect(await tally(database.url)).toMatchObject({ orders: 0, charges: 1 });

    server = await start('k');
    // The dead run's claims are its own until their one-minute lease runs out.
    const deadline = Date.now() + 150_000;
    let ordered = 0;
    while (ordered < plans.length && Date.now() < deadline) {
      const run = await call(server, 'POST', '/admin/subscriptions/run', token, { now });
      ordered += run.data.ordered;
      if (ordered < plans.length) await new Promise((done) => setTimeout(done, 5_000));
    }
    expect(ordered).toBe(plans.length);
    expect(await tally(database.url)).toMatchObject({
      orders: plans.length,
      charges: plans.length,
      cycles: plans.length,
      retried: 0,
    });
  }, 600_000);

  it('households of 3 parts, a kill -9 mid-run, then two instances at once: one charge and one order of 3 lines per box', async () => {
    const { database, start } = await environment('boxes');
    const crashing = await start('x', { TEST_CRASH_AFTER_CHARGE: 'true' });
    // Three triple-stage systems, each at its own address: three households of three parts.
    const { token, plans } = await setUpPlans(crashing, database.url, 3, CARD_4242, {
      systemSku: 'UC-3S-CM',
      partsPerHousehold: 3,
    });
    expect(plans).toHaveLength(9);
    const now = new Date(`${chargeDay(0)}T15:00:00Z`).toISOString();
    await expect(
      call(crashing, 'POST', '/admin/subscriptions/run', token, { now }),
    ).rejects.toThrow();
    expect(await crashing.exited()).toBe('SIGKILL');
    expect(await tally(database.url)).toMatchObject({ orders: 0, charges: 1 });

    const [a, b] = await Promise.all([start('y'), start('z')]);
    // The dead run's claims are its own until their one-minute lease runs out.
    const deadline = Date.now() + 150_000;
    while (((await tally(database.url)).orders ?? 0) < 3 && Date.now() < deadline) {
      const runs = await Promise.all(
        [a, b].map((server) => call(server, 'POST', '/admin/subscriptions/run', token, { now })),
      );
      expect(runs.map((run) => run.status)).toEqual([200, 200]);
      if (((await tally(database.url)).orders ?? 0) < 3) {
        await new Promise((done) => setTimeout(done, 5_000));
      }
    }
    expect(await tally(database.url)).toMatchObject({
      orders: 3,
      lines: 9,
      charges: 3,
      cycles: 9,
    });
    // The next charge day: one box each again, and nothing more for the first.
    const next = new Date(`${chargeDay(1)}T15:00:00Z`).toISOString();
    await Promise.all(
      [a, b, a].map((server) =>
        call(server, 'POST', '/admin/subscriptions/run', token, { now: next }),
      ),
    );
    expect(await tally(database.url)).toMatchObject({
      orders: 6,
      lines: 18,
      charges: 6,
      cycles: 18,
    });
  }, 600_000);
});
