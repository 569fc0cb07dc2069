import { count, eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { orders, users } from '../schema/index.ts';

/** A production start found what a demo start (`npm start` without an admin of its own) left. */
export class DemoDataError extends Error {
  constructor(demoAdminEmail: string, customers: number, orderCount: number) {
    const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
    super(
      [
        `Refusing to start in production: this database was used by the demo. It holds the demo admin ${demoAdminEmail}`,
        `(anyone can sign in with the password in the README), and ${plural(customers, 'customer account')} and ${plural(orderCount, 'order')} made beside it, which are demo customers and demo orders.`,
        'Start production on a new database: an empty DATA_DIR, or a new DATABASE_URL.',
        'If this really is your shop and only the demo admin got in, delete that account (docs/operations.md, "Demo data") and start again.',
      ].join('\n'),
    );
    this.name = 'DemoDataError';
  }
}

/**
 * Throws DemoDataError while the demo admin exists. Only a demo start creates it (production
 * requires its own ADMIN_EMAIL and ADMIN_PASSWORD), so it marks a database a demo ran on: every
 * customer and order beside it may be a demo one, and nothing tells them apart, so production
 * refuses rather than deleting anything (docs/decisions/042).
 */
export async function refuseDemoData(db: Database, demoAdminEmail: string): Promise<void> {
  const [demoAdmin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoAdminEmail));
  if (!demoAdmin) return;
  const [customers] = await db.select({ total: count() }).from(users).where(eq(users.role, 'user'));
  const [placed] = await db.select({ total: count() }).from(orders);
  throw new DemoDataError(demoAdminEmail, customers?.total ?? 0, placed?.total ?? 0);
}
