import { afterAll, describe, expect, it } from 'vitest';
import { processEnvironments, setUpPlans, tally } from './test/plan-processes.ts';
import { call } from './test/server-process.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * Ship now (decision 077) charges through the renewal run's own path: a kill -9 between the
 * card's charge and the box's order must leave one charge and, once the run has picked it up,
 * one order, never a second charge for a second press.
 */
describe.skipIf(!serverUrl)('ship now across a kill -9 (PostgreSQL)', () => {
  const { environment, cleanup } = processEnvironments(serverUrl ?? '');
  afterAll(cleanup);

  it('a kill -9 right after the charge: a second press is refused (the box already ships today), and the run orders it once', async () => {
    const { database, start } = await environment('ship-now');
    let server = await start('s', { TEST_CRASH_AFTER_CHARGE: 'true' });
    const { token, plans } = await setUpPlans(server, database.url, 1);
    const [plan] = plans;

    await expect(call(server, 'POST', `/subscriptions/${plan}/ship-now`, token)).rejects.toThrow();
    expect(await server.exited()).toBe('SIGKILL');
    expect(await tally(database.url)).toMatchObject({ orders: 0, charges: 1 });

    server = await start('s');
    const again = await call(server, 'POST', `/subscriptions/${plan}/ship-now`, token);
    // Ship now moved the box to today before the charge: the customer reads that it ships today.
    expect(again.status).toBe(409);
    expect(again.message).toMatch(
      /^Your next box already ships on .+, so there is nothing to bring forward\.$/,
    );
    expect(await tally(database.url)).toMatchObject({ orders: 0, charges: 1 });

    // The dead press's claim is its own until its one-minute lease runs out; then the run, as of
    // today (the day ship now moved the box to), finds the charge by its key and orders the box.
    const now = new Date().toISOString();
    const deadline = Date.now() + 150_000;
    let ordered = 0;
    while (ordered < 1 && Date.now() < deadline) {
      const run = await call(server, 'POST', '/admin/subscriptions/run', token, { now });
      expect(run.status).toBe(200);
      ordered += run.data.ordered;
      if (ordered < 1) await new Promise((done) => setTimeout(done, 5_000));
    }
    expect(ordered).toBe(1);
    expect(await tally(database.url)).toMatchObject({
      orders: 1,
      charges: 1,
      cycles: 1,
      confirmations: 1,
    });
    const shown = await call(server, 'GET', `/subscriptions/${plan}`, token);
    expect(shown.status).toBe(200);
    expect(shown.data.status).toBe('active');
  }, 300_000);
});
