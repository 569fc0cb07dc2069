import { createHmac } from 'node:crypto';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { authFailures } from '../../db/schema/index.ts';
import { RateLimitedError } from '../../errors/index.ts';

export const ACCOUNT_LOCK = { maxAttempts: 10, windowMinutes: 15 } as const;
export const TOO_MANY_ATTEMPTS_MESSAGE = `Too many attempts. Please try again in ${ACCOUNT_LOCK.windowMinutes} minutes.`;

/**
 * Per-account brake on guessing (sign-in passwords, verification and reset codes), counted in the
 * database so it holds across instances and restarts. Each attempt is written BEFORE the secret is
 * checked and counted with itself, so even concurrent guesses cannot get past the limit; a
 * success clears the key, a failure leaves its row until the window slides past it. While an
 * account is locked even the right secret is refused. Keys are stored as HMACs, not as the typed
 * e-mail or phone. Times come from the JS clock (never the database's now()) so tests can move it.
 */
export function accountLimiter(db: Database, secret: string, policy = ACCOUNT_LOCK) {
  const windowMs = policy.windowMinutes * 60_000;
  const hashKey = (key: string) => createHmac('sha256', secret).update(key).digest('hex');

  return {
    /** Records an attempt on `key`, or throws 429 when the key already used up its window. */
    async begin(key: string): Promise<void> {
      const keyHash = hashKey(key);
      const now = new Date();
      const windowStart = new Date(now.getTime() - windowMs);
      const attemptsInWindow = async () => {
        const [recent] = await db
          .select({ total: count() })
          .from(authFailures)
          .where(and(eq(authFailures.keyHash, keyHash), gt(authFailures.createdAt, windowStart)));
        return recent?.total ?? 0;
      };
      // Cheap refusal while locked: a refused attempt writes nothing and does not extend the lock.
      if ((await attemptsInWindow()) >= policy.maxAttempts) {
        throw new RateLimitedError(TOO_MANY_ATTEMPTS_MESSAGE, windowMs / 1000);
      }
      await db.delete(authFailures).where(lt(authFailures.createdAt, windowStart));
      const [row] = await db
        .insert(authFailures)
        .values({ keyHash, createdAt: now })
        .returning({ id: authFailures.id });
      // Counted again with this attempt included, so concurrent guesses cannot slip past.
      if ((await attemptsInWindow()) > policy.maxAttempts) {
        if (row) await db.delete(authFailures).where(eq(authFailures.id, row.id));
        throw new RateLimitedError(TOO_MANY_ATTEMPTS_MESSAGE, windowMs / 1000);
      }
    },

    /** The secret was right: the account's count starts again. */
    async succeed(key: string): Promise<void> {
      await db.delete(authFailures).where(eq(authFailures.keyHash, hashKey(key)));
    },
  };
}

export type AccountLimiter = ReturnType<typeof accountLimiter>;
