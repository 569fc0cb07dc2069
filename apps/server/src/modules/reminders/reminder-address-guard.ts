import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { trackedProducts, users } from '../../db/schema/index.ts';
import { isAccountContact, requestContactConfirmation } from './reminder-contacts.ts';

/** After a tracker is saved: a reminder address other than the account's own must be confirmed. */
export async function guardReminderAddress(app: FastifyInstance, trackedProductId: string) {
  const [row] = await app.db
    .select({
      userId: trackedProducts.userId,
      method: trackedProducts.contactMethod,
      sms: trackedProducts.contactSms,
      email: trackedProducts.contactEmail,
      account: { email: users.email, phoneNumber: users.phoneNumber },
    })
    .from(trackedProducts)
    .innerJoin(users, eq(users.id, trackedProducts.userId))
    .where(eq(trackedProducts.id, trackedProductId))
    .limit(1);
  const address = row?.method === 'sms' ? row.sms : row?.email;
  if (!row || !address) return;
  const contact = { channel: row.method, address };
  if (isAccountContact(row.account, contact)) return;
  await requestContactConfirmation(app.db, app.messenger, app.config, row.userId, contact);
}
