import { createHash, randomBytes } from 'node:crypto';
import type { ReminderLinkView } from '@shop/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { reminderContacts } from '../../db/schema/index.ts';
import type { Messenger } from '../outbox/messenger.ts';
import { fitSms } from '../outbox/sms-text.ts';
import { shortLinkPath } from './reminder-short-links.ts';

export interface ReminderContact {
  channel: 'email' | 'sms';
  address: string;
}

const hashOf = (code: string) => createHash('sha256').update(`contact:${code}`).digest('base64url');
const digits = (phone: string | null) => (phone ?? '').replace(/\D/g, '');

export interface AccountContacts {
  email: string | null;
  phoneNumber: string | null;
  isEmailVerified: boolean;
  isPhoneVerified: boolean;
}

/**
 * The account's own e-mail or phone needs no confirmation once the account verified it; any
 * other address, or an own one not verified yet, does (decision 015).
 */
export function isAccountContact(
  account: AccountContacts | undefined,
  contact: ReminderContact,
): boolean {
  if (!account) return false;
  if (contact.channel === 'email') {
    return account.isEmailVerified && contact.address.toLowerCase() === account.email;
  }
  return (
    account.isPhoneVerified &&
    digits(account.phoneNumber) !== '' &&
    digits(contact.address) === digits(account.phoneNumber)
  );
}

/**
 * First use of a third-party address by this account: one confirmation message, naming the
 * shop only (never the tracker's name, which the account chose). Later uses send nothing.
 */
export async function requestContactConfirmation(
  db: Database,
  messenger: Pick<Messenger, 'send'>,
  settings: { shopName: string; publicUrl: string },
  userId: string,
  contact: ReminderContact,
): Promise<void> {
  const code = randomBytes(9).toString('base64url');
  const [created] = await db
    .insert(reminderContacts)
    .values({ userId, ...contact, codeHash: hashOf(code) })
    .onConflictDoNothing({
      target: [reminderContacts.userId, reminderContacts.channel, reminderContacts.address],
    })
    .returning({ id: reminderContacts.id });
  if (!created) return;
  const link = `${settings.publicUrl}${shortLinkPath(code)}`;
  const text =
    contact.channel === 'sms'
      ? fitSms([
          (name) =>
            `${name(settings.shopName)}: a customer asked us to send filter replacement reminders to this number. To accept, open ${link} - otherwise ignore this message and you will hear nothing more.`,
          (name) =>
            `${name(settings.shopName)}: a customer asked to send filter reminders to this number. Accept: ${link} - or ignore this and hear nothing more.`,
        ])
      : `${settings.shopName}: a customer asked us to send filter replacement reminders to this address. To accept, open ${link} - otherwise ignore this message and you will hear nothing more.`;
  await messenger.send({
    channel: contact.channel,
    to: contact.address,
    subject: `Confirm filter reminders from ${settings.shopName}`,
    text,
  });
}

const CONFIRM: ReminderLinkView = {
  kind: 'confirm',
  title: 'Receive filter reminders here?',
  message: 'A customer of the shop asked to send filter replacement reminders here.',
  button: 'Yes, send reminders here',
};
const CONFIRMED: ReminderLinkView = {
  kind: 'page',
  title: 'Reminders confirmed',
  message: 'Filter replacement reminders will be sent here from now on.',
};

/** A contact confirmation code behind /r/{code}: what it asks, or (act) its confirmation. */
export async function contactLinkView(
  db: Database,
  code: string,
  act: boolean,
  now: Date,
): Promise<ReminderLinkView | null> {
  const [row] = await db
    .select()
    .from(reminderContacts)
    .where(eq(reminderContacts.codeHash, hashOf(code)))
    .limit(1);
  if (!row) return null;
  if (!act) return row.confirmedAt ? CONFIRMED : CONFIRM;
  await db
    .update(reminderContacts)
    .set({ confirmedAt: now })
    .where(and(eq(reminderContacts.id, row.id), isNull(reminderContacts.confirmedAt)));
  return CONFIRMED;
}
