import { and, count, eq, gt, isNull, lt, lte, or } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { recoveryCodes, signInChallenges, totpSecrets } from '../../../db/schema/index.ts';

/** Drizzle queries of two-step sign-in: the secret, the recovery codes, the pending sign-ins. */
export function twoStepRepository(db: Database) {
  return {
    async findSecret(userId: string) {
      const [row] = await db.select().from(totpSecrets).where(eq(totpSecrets.userId, userId));
      return row ?? null;
    },

    /** A new pending secret, replacing an unconfirmed one; never one that is already on. */
    async savePendingSecret(userId: string, secretEncrypted: string) {
      await db
        .insert(totpSecrets)
        .values({ userId, secretEncrypted })
        .onConflictDoUpdate({
          target: totpSecrets.userId,
          set: { secretEncrypted, lastUsedStep: null, createdAt: new Date() },
          setWhere: isNull(totpSecrets.confirmedAt),
        });
    },

    /** Turns the secret on with its first code's step and stores the new recovery codes. */
    async confirm(userId: string, step: number, codeHashes: string[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const turnedOn = await tx
          .update(totpSecrets)
          .set({ confirmedAt: new Date(), lastUsedStep: step })
          .where(and(eq(totpSecrets.userId, userId), isNull(totpSecrets.confirmedAt)))
          .returning({ userId: totpSecrets.userId });
        if (turnedOn.length === 0) return false;
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
        return true;
      });
    },

    /** Records the step a code was used in; false when that step (or a later one) was used. */
    async useStep(userId: string, step: number): Promise<boolean> {
      const rows = await db
        .update(totpSecrets)
        .set({ lastUsedStep: step })
        .where(
          and(
            eq(totpSecrets.userId, userId),
            or(isNull(totpSecrets.lastUsedStep), lt(totpSecrets.lastUsedStep, step)),
          ),
        )
        .returning({ userId: totpSecrets.userId });
      return rows.length > 0;
    },

    /** Marks an unused recovery code used; false when it is unknown or was used before. */
    async useRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return rows.length > 0;
    },

    /** Two-step sign-in with the app off: the secret and its recovery codes go. */
    async removeSecret(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.delete(totpSecrets).where(eq(totpSecrets.userId, userId));
      });
    },

    async replaceRecoveryCodes(userId: string, codeHashes: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
      });
    },

    async recoveryCodesLeft(userId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.total ?? 0;
    },

    async createChallenge(userId: string, tokenHash: string, expiresAt: Date) {
      await db.delete(signInChallenges).where(lte(signInChallenges.expiresAt, new Date()));
      await db.insert(signInChallenges).values({ userId, tokenHash, expiresAt });
    },

    /** The user of a live challenge, or null when it is unknown, used or expired. */
    async findChallenge(tokenHash: string, now: Date): Promise<string | null> {
      const [row] = await db
        .select({ userId: signInChallenges.userId })
        .from(signInChallenges)
        .where(and(eq(signInChallenges.tokenHash, tokenHash), gt(signInChallenges.expiresAt, now)));
      return row?.userId ?? null;
    },

    /** Deletes the challenge; false when another request already completed it. */
    async consumeChallenge(tokenHash: string): Promise<boolean> {
      const rows = await db
        .delete(signInChallenges)
        .where(eq(signInChallenges.tokenHash, tokenHash))
        .returning({ id: signInChallenges.id });
      return rows.length > 0;
    },
  };
}

export type TwoStepRepository = ReturnType<typeof twoStepRepository>;
