import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { trackedParts, trackedProducts, users } from '../../db/schema/index.ts';
import { NotFoundError } from '../../errors/index.ts';
import { partPlanLine, plansShippingParts } from '../subscriptions/part-plans.ts';
import { partDueDay } from '../trackers/part-due.ts';
import { buildIcs, type CalendarEvent } from './ics.ts';

export const CALENDAR_NOT_FOUND = 'No calendar is found at this address.';

export function calendarFeedUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/v1/calendar/${token}.ics`;
}

export function calendarService(db: Database) {
  async function currentToken(userId: string) {
    const [row] = await db
      .select({ token: users.calendarToken })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row?.token ?? null;
  }

  return {
    /** The customer's secret feed token, created on first use. */
    async tokenFor(userId: string): Promise<string> {
      const existing = await currentToken(userId);
      if (existing) return existing;
      const token = randomBytes(24).toString('base64url');
      await db.update(users).set({ calendarToken: token }).where(eq(users.id, userId));
      return token;
    },

    async revoke(userId: string): Promise<void> {
      await db.update(users).set({ calendarToken: null }).where(eq(users.id, userId));
    },

    async feed(token: string, shopName: string, now: Date): Promise<string> {
      const [owner] = /^[A-Za-z0-9_-]{16,64}$/.test(token)
        ? await db
            .select({ id: users.id })
            .from(users)
            .where(eq(users.calendarToken, token))
            .limit(1)
        : [];
      if (!owner) throw new NotFoundError(CALENDAR_NOT_FOUND);
      const rows = await db
        .select({ part: trackedParts, customName: trackedProducts.customName })
        .from(trackedParts)
        .innerJoin(trackedProducts, eq(trackedProducts.id, trackedParts.trackedProductId))
        .where(eq(trackedProducts.userId, owner.id))
        .orderBy(trackedParts.id);
      const plans = await plansShippingParts(
        db,
        rows.map(({ part }) => part.id),
      );
      const events: CalendarEvent[] = rows.map(({ part, customName }) => {
        const day = partDueDay(part);
        const name = part.partProductNameSnapshot;
        const plan = plans.get(part.id);
        const shipping = plan ? partPlanLine(plan, day) : null;
        return {
          uid: `${part.id}-${day}@filter-tracker`,
          day,
          summary: `Replace ${name} (${customName})`,
          // A part on an active plan is not to be bought: its replacement ships on its own.
          description: shipping
            ? `${name} of ${customName} is due for a change. Auto-replace: ${shipping}. Reset it in My Products once fitted.`
            : `${name} of ${customName} is due for replacement. Reset it in My Products once replaced.`,
        };
      });
      return buildIcs(`${shopName} filter replacements`, events, now);
    },
  };
}
