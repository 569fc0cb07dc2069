import { sql } from 'drizzle-orm';
import { reminderContacts, trackedProducts, users } from '../../db/schema/index.ts';

const reminderAddress = sql`case when ${trackedProducts.contactMethod} = 'sms'
  then ${trackedProducts.contactSms} else ${trackedProducts.contactEmail} end`;

/**
 * Reminders go to the account's own e-mail or phone once the account verified it, or to an
 * address its owner confirmed (reminder-contacts.ts): a tracker cannot make the shop message a
 * stranger. Verifying later releases held trackers with no further message. The same test keeps a
 * stranger's unsubscribe or STOP out of the account's reminder stops (a tracker may name any
 * address before it is confirmed).
 */
export const reminderAddressAllowed = sql`(exists (
    select 1 from ${users} where ${users.id} = ${trackedProducts.userId} and (
      (${trackedProducts.contactMethod} = 'email' and ${users.isEmailVerified}
        and ${users.email} = ${trackedProducts.contactEmail})
      or (${trackedProducts.contactMethod} = 'sms' and ${users.isPhoneVerified}
        and regexp_replace(${users.phoneNumber}, '[^0-9]', '', 'g')
        = regexp_replace(${trackedProducts.contactSms}, '[^0-9]', '', 'g'))))
  or exists (
    select 1 from ${reminderContacts} where ${reminderContacts.userId} = ${trackedProducts.userId}
      and ${reminderContacts.channel} = ${trackedProducts.contactMethod}
      and ${reminderContacts.address} = ${reminderAddress}
      and ${reminderContacts.confirmedAt} is not null))`;
