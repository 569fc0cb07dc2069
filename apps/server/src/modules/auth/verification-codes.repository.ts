import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { verificationCodes } from '../../db/schema/index.ts';

export type CodePurpose = (typeof verificationCodes.$inferSelect)['purpose'];
export type CodeRow = typeof verificationCodes.$inferSelect;

export function verificationCodesRepository(db: Database) {
  const forUser = (userId: string, purpose: CodePurpose) =>
    and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose));

  return {
    async latest(userId: string, purpose: CodePurpose): Promise<CodeRow | null> {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(forUser(userId, purpose))
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** How many codes of this user and purpose were made after `since`, and the first of them. */
    async issuedSince(userId: string, purpose: CodePurpose, since: Date) {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          first: sql<string | null>`min(${verificationCodes.createdAt})`,
        })
        .from(verificationCodes)
        .where(and(forUser(userId, purpose), gt(verificationCodes.createdAt, since)));
      return { total: row?.total ?? 0, first: row?.first ? new Date(row.first) : null };
    },

    /** A new code replaces every earlier one of the same user and purpose. */
    async replace(values: {
      userId: string;
      purpose: CodePurpose;
      codeHash: string;
      now: Date;
      expiresAt: Date;
    }) {
      await db.transaction(async (tx) => {
        await tx
          .update(verificationCodes)
          .set({ consumedAt: values.now })
          .where(and(forUser(values.userId, values.purpose), isNull(verificationCodes.consumedAt)));
        await tx.insert(verificationCodes).values({
          userId: values.userId,
          purpose: values.purpose,
          codeHash: values.codeHash,
          expiresAt: values.expiresAt,
          createdAt: values.now,
        });
      });
    },

    /**
     * Counts one try on the live code and returns it, or null when there is no live code (none,
     * used, expired, or out of tries). The check and the count are one statement, so concurrent guesses cannot exceed the limit.
     */
    async spendAttempt(userId: string, purpose: CodePurpose, maxAttempts: number, now: Date) {
      const latestId = db
        .select({ id: verificationCodes.id })
        .from(verificationCodes)
        .where(forUser(userId, purpose))
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      const [row] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(
          and(
            sql`${verificationCodes.id} = (${latestId})`,
            lt(verificationCodes.attempts, maxAttempts),
            isNull(verificationCodes.consumedAt),
            gt(verificationCodes.expiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Single use: only the first caller gets true. */
    async consume(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(verificationCodes)
        .set({ consumedAt: now })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      return rows.length > 0;
    },
  };
}

export type VerificationCodesRepository = ReturnType<typeof verificationCodesRepository>;
