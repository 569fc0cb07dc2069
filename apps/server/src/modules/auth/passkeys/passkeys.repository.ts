import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { passkeyChallenges, passkeys } from '../../../db/schema/index.ts';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type PasskeyPurpose = (typeof passkeyChallenges.$inferInsert)['purpose'];

/** Drizzle queries of passkeys and their single-use challenges. */
export function passkeysRepository(db: Database) {
  return {
    async listOf(userId: string): Promise<PasskeyRow[]> {
      return db
        .select()
        .from(passkeys)
        .where(eq(passkeys.userId, userId))
        .orderBy(asc(passkeys.createdAt));
    },

    async hasAny(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: passkeys.id })
        .from(passkeys)
        .where(eq(passkeys.userId, userId))
        .limit(1);
      return Boolean(row);
    },

    async findByCredentialId(credentialId: string): Promise<PasskeyRow | null> {
      const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
      return row ?? null;
    },

    async insert(values: typeof passkeys.$inferInsert): Promise<PasskeyRow> {
      const [row] = await db.insert(passkeys).values(values).returning();
      if (!row) throw new Error('passkey not stored');
      return row;
    },

    /**
     * Records a sign-in's counter, only over the one the check read: two sign-ins racing with
     * the same counter cannot both pass.
     */
    async recordUse(id: string, readCounter: number, newCounter: number): Promise<boolean> {
      const rows = await db
        .update(passkeys)
        .set({ counter: newCounter, lastUsedAt: new Date() })
        .where(and(eq(passkeys.id, id), eq(passkeys.counter, readCounter)))
        .returning({ id: passkeys.id });
      return rows.length > 0;
    },

    /** Deletes one of the account's passkeys; false when it has none by that id. */
    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning({ id: passkeys.id });
      return rows.length > 0;
    },

    async saveChallenge(values: typeof passkeyChallenges.$inferInsert): Promise<void> {
      await db.delete(passkeyChallenges).where(lte(passkeyChallenges.expiresAt, new Date()));
      await db.insert(passkeyChallenges).values(values);
    },

    /**
     * Deletes the live challenge of that purpose and answers the account it was made for (null
     * for a usernameless one), or undefined when it is unknown, expired, for another purpose or
     * already used: deleting before the answer is checked makes every challenge single-use.
     */
    async takeChallenge(
      challengeHash: string,
      purpose: PasskeyPurpose,
    ): Promise<{ userId: string | null } | undefined> {
      const [row] = await db
        .delete(passkeyChallenges)
        .where(
          and(
            eq(passkeyChallenges.challengeHash, challengeHash),
            eq(passkeyChallenges.purpose, purpose),
            gt(passkeyChallenges.expiresAt, new Date()),
          ),
        )
        .returning({ userId: passkeyChallenges.userId });
      return row;
    },
  };
}

export type PasskeysRepository = ReturnType<typeof passkeysRepository>;
