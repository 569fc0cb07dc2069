import type { ContactMessageBody } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { contactMessages } from '../../db/schema/index.ts';

export function contactRepository(db: Database) {
  return {
    async insert(message: ContactMessageBody): Promise<string> {
      const [row] = await db
        .insert(contactMessages)
        .values(message)
        .returning({ id: contactMessages.id });
      if (!row) throw new Error('contact message insert returned no row');
      return row.id;
    },

    async markForwarded(id: string, at: Date) {
      await db.update(contactMessages).set({ forwardedAt: at }).where(eq(contactMessages.id, id));
    },
  };
}
