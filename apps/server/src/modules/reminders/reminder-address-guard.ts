import { eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { trackedProducts, users } from '../../db/schema/index.ts';
import { isAccountContact, requestContactConfirmation } from './reminder-contacts.ts';

/** After a tracker is saved: a reminder address other than the account's own must be confirmed. */
async function guard(app: FastifyInstance, which: SQL | undefined) {
  const [row] = await app.db
    .select({
      userId: trackedProducts.userId,
      method: trackedProducts.contactMethod,
      sms: trackedProducts.contactSms,
      email: trackedProducts.contactEmail,
      account: {
        email: users.email,
        phoneNumber: users.phoneNumber,
        isEmailVerified: users.isEmailVerified,
        isPhoneVerified: users.isPhoneVerified,
      },
    })
    .from(trackedProducts)
    .innerJoin(users, eq(users.id, trackedProducts.userId))
    .where(which)
    .limit(1);
  const address = row?.method === 'sms' ? row.sms : row?.email;
  if (!row || !address) return;
  const contact = { channel: row.method, address };
  if (isAccountContact(row.account, contact)) return;
  await requestContactConfirmation(app.db, app.messenger, app.config, row.userId, contact);
}

export const guardReminderAddress = (app: FastifyInstance, trackedProductId: string) =>
  guard(app, eq(trackedProducts.id, trackedProductId));

/** The same for the tracker 'Install & Track' started from an order line. */
export const guardOrderItemReminderAddress = (app: FastifyInstance, orderItemId: string) =>
  guard(app, eq(trackedProducts.orderItemId, orderItemId));
