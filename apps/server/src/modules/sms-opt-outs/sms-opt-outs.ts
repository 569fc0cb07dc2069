import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { smsOptOuts } from '../../db/schema/index.ts';
import { phoneDigitsOf } from '../admin-orders/order-search.ts';

/**
 * Numbers are kept by their digits alone, as the back office's searches and the reminder address
 * check compare them: Twilio names them in E.164 ('+17135550100'), trackers as people typed them.
 */
export async function stopTexts(db: Database, phone: string): Promise<void> {
  const digits = phoneDigitsOf(phone);
  if (digits) await db.insert(smsOptOuts).values({ phoneDigits: digits }).onConflictDoNothing();
}

export async function resumeTexts(db: Database, phone: string): Promise<void> {
  const digits = phoneDigitsOf(phone);
  if (digits) await db.delete(smsOptOuts).where(eq(smsOptOuts.phoneDigits, digits));
}
