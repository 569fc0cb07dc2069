import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { reminderOptOuts } from '../../db/schema/index.ts';

/**
 * A reminder e-mail's unsubscribe link: the address and a signature made with the reminder links'
 * key. It never expires (a message read months later must still stop the next one), and it only
 * ever stops or restarts reminders to the address it names.
 */
export function unsubscribeToken(key: Buffer, email: string): string {
  const address = Buffer.from(email.toLowerCase()).toString('base64url');
  return `${address}.${signature(key, address)}`;
}

/** The address an untampered token names; null otherwise. */
export function emailOfUnsubscribeToken(key: Buffer, token: string): string | null {
  const [address, given, extra] = token.split('.');
  if (!address || !given || extra !== undefined) return null;
  const expected = Buffer.from(signature(key, address));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return Buffer.from(address, 'base64url').toString('utf8');
}

function signature(key: Buffer, address: string): string {
  return createHmac('sha256', key)
    .update(`unsubscribe:${address}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

/**
 * Where a reminder e-mail's List-Unsubscribe header and its last line point: a page of the shop
 * (a query, as an address makes the token longer than a path segment may be).
 */
export const unsubscribePath = (token: string, undo = false) =>
  `/unsubscribe${undo ? '/undo' : ''}?token=${token}`;

export async function isOptedOut(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: reminderOptOuts.email })
    .from(reminderOptOuts)
    .where(eq(reminderOptOuts.email, email))
    .limit(1);
  return row !== undefined;
}

export async function optOut(db: Database, email: string): Promise<void> {
  await db.insert(reminderOptOuts).values({ email }).onConflictDoNothing();
}

export async function optBackIn(db: Database, email: string): Promise<void> {
  await db.delete(reminderOptOuts).where(eq(reminderOptOuts.email, email));
}
