import type { Database } from '../../db/database.ts';

/**
 * Whether a saved card pays for an active Auto-replace plan, which keeps it from being removed
 * until another card takes its place. Auto-replace plans answer this from their own table; until
 * they exist no card is in use. Runs inside the removal's transaction (`db` is that transaction).
 */
export async function isCardInUse(
  _db: Database,
  _userId: string,
  _paymentMethodId: string,
): Promise<boolean> {
  return false;
}

export const CARD_IN_USE =
  'This card pays for an active Auto-replace plan. Choose another card for the plan first.';
