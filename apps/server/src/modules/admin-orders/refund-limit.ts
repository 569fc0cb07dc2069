import { can, centsToDollars, dollarsToCents, formatUsd } from '@shop/contract';
import type { Database } from '../../db/database.ts';
import { ForbiddenError } from '../../errors/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { shopSettingsRepository } from '../settings/shop-settings.repository.ts';

/**
 * A role that may refund but not any amount (support) may refund at most the owner's limit at a
 * time (a shop setting, $100 unless changed); above it the answer is 403 with the limit named.
 */
export async function checkRefundLimit(db: Database, user: AuthUser | null, amount: number) {
  if (can(user?.staffRole, 'orders:refund-any')) return;
  const { supportRefundLimitCents } = await shopSettingsRepository.read(db);
  if (dollarsToCents(amount) <= supportRefundLimitCents) return;
  const limit = formatUsd(centsToDollars(supportRefundLimitCents));
  throw new ForbiddenError(
    `Your role can refund at most ${limit} at a time. Ask the owner or a manager to refund more.`,
  );
}
