import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema/index.ts';
import { setUpTestApp } from '../../test/test-app.ts';

/** The app's own connection can add to the log and nothing else (migration 0034's trigger). */
const t = setUpTestApp();
let id: string;

beforeAll(async () => {
  const [row] = await t.db
    .insert(auditEntries)
    .values({ action: 'orders:refund', targetKind: 'order', targetId: 'x', changes: [] })
    .returning({ id: auditEntries.id });
  id = row?.id ?? '';
});

/** The database's own refusal, under the driver's "Failed query" wrapper. */
async function refusal(statement: Parameters<typeof t.db.execute>[0]): Promise<string> {
  try {
    await t.db.execute(statement);
  } catch (error) {
    return String((error as { cause?: { message?: string } }).cause?.message ?? error);
  }
  return 'no refusal';
}

const count = async () => (await t.db.select({ id: auditEntries.id }).from(auditEntries)).length;

describe('audit_entries is append-only', () => {
  it('refuses an UPDATE from the app', async () => {
    expect(await refusal(sql`update audit_entries set action = 'forged' where id = ${id}`)).toBe(
      'audit_entries is append-only: UPDATE is not allowed',
    );
    const [row] = await t.db.select().from(auditEntries);
    expect(row?.action).toBe('orders:refund');
  });

  it('refuses a DELETE from the app, one row or all', async () => {
    const refused = 'audit_entries is append-only: DELETE is not allowed';
    expect(await refusal(sql`delete from audit_entries where id = ${id}`)).toBe(refused);
    expect(await refusal(sql`delete from audit_entries`)).toBe(refused);
    expect(await refusal(sql`truncate audit_entries`)).toBe(
      'audit_entries is append-only: TRUNCATE is not allowed',
    );
    expect(await count()).toBe(1);
  });

  it('still takes new entries', async () => {
    await t.db.insert(auditEntries).values({ action: 'stock:write' });
    expect(await count()).toBe(2);
  });
});
