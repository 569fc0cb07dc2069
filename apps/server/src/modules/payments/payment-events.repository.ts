import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { paymentEvents } from '../../db/schema/index.ts';

export const paymentEventsRepository = {
  async seen(handle: Database, eventId: string) {
    const [row] = await handle
      .select({ eventId: paymentEvents.eventId })
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, eventId));
    return row !== undefined;
  },

  /** True the first time an event id is seen; false for a redelivery. */
  async record(handle: Database, event: { id: string; type: string; provider: string }) {
    const inserted = await handle
      .insert(paymentEvents)
      .values({ eventId: event.id, type: event.type, provider: event.provider })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    return inserted.length > 0;
  },
};
