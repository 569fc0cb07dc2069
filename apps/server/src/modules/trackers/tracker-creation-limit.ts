import { and, count, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { trackedProducts } from '../../db/schema/index.ts';
import { RateLimitedError } from '../../errors/index.ts';

/** A household tracks a handful of systems; dozens an hour is a script. Counted per account. */
export const TRACKER_CREATION_LIMIT = { max: 20, windowMinutes: 60 } as const;
export const TOO_MANY_TRACKERS_MESSAGE =
  'You added many trackers in a short time. Please try again in an hour.';

export async function assertTrackerCreationAllowed(db: Database, userId: string, now: Date) {
  const since = new Date(now.getTime() - TRACKER_CREATION_LIMIT.windowMinutes * 60_000);
  const [recent] = await db
    .select({ total: count() })
    .from(trackedProducts)
    .where(and(eq(trackedProducts.userId, userId), gt(trackedProducts.createdAt, since)));
  if ((recent?.total ?? 0) >= TRACKER_CREATION_LIMIT.max) {
    throw new RateLimitedError(TOO_MANY_TRACKERS_MESSAGE);
  }
}
