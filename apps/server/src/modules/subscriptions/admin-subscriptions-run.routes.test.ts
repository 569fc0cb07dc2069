import { addShopDays } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/test-app.ts';
import { setUpTestUser } from '../../test/test-users.ts';
import { CARDS, planApi, planCustomer } from './plan-fixtures.ts';
import { RUN_LOCK_KEY } from './plan-run.ts';

const today = () => new Date().toISOString().slice(0, 10);

// Issue 39 item 10: the run says whether it ran, and why not.
describe('POST /admin/subscriptions/run', () => {
  const t = setUpTestApp();
  const admin = setUpTestUser(t, { role: 'admin' });
  const run = () => planApi(t.app).run(admin, new Date());

  it('answers ran: true and the cycles it claimed', async () => {
    const customer = await planCustomer(t.app, t.db, {
      card: CARDS.succeeds,
      installedOn: addShopDays(today(), 3 - 182),
      lifespanMonths: 6,
    });
    const created = await planApi(t.app).call('POST', '/subscriptions', customer.user, {
      trackedPartId: customer.trackedPartId,
    });
    expect(created.statusCode).toBe(200);
    const first = await run();
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ ran: true, claimed: 1, ordered: 1 });
    expect(first.json().data).not.toHaveProperty('reason');
    expect((await run()).json().data).toMatchObject({ ran: true, claimed: 0, ordered: 0 });
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "answers ran: false, reason: 'busy' while another instance's run holds the lock",
    async () => {
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${RUN_LOCK_KEY})`);
        const answer = await run();
        expect(answer.statusCode).toBe(200);
        expect(answer.json().data).toMatchObject({ ran: false, reason: 'busy', claimed: 0 });
      });
      expect((await run()).json().data).toMatchObject({ ran: true });
    },
  );
});
