import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  passkeys,
  recoveryCodes,
  sessions,
  signInChallenges,
  totpSecrets,
  users,
} from '../../db/schema/index.ts';
import { NotFoundError } from '../../errors/index.ts';

const NOT_STAFF = 'No such staff member.';

/**
 * A member who lost their authenticator, their passkey's device or their recovery codes: the
 * owner removes every second factor (the authenticator app's secret, the codes and the passkeys),
 * so the member signs in with their password and enrols a new one (docs/operations.md). Every
 * session of the member ends too, as whoever holds the lost phone or laptop may be signed in.
 */
export async function resetSecondFactor(db: Database, memberId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [member] = await tx
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(and(eq(users.id, memberId), eq(users.role, 'admin')))
      .returning({ id: users.id });
    if (!member) throw new NotFoundError(NOT_STAFF);
    await tx.delete(totpSecrets).where(eq(totpSecrets.userId, memberId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, memberId));
    await tx.delete(passkeys).where(eq(passkeys.userId, memberId));
    await tx.delete(signInChallenges).where(eq(signInChallenges.userId, memberId));
    await tx.delete(sessions).where(eq(sessions.userId, memberId));
  });
}
