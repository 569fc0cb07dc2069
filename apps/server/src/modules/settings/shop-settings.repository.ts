import { DEFAULT_SUPPORT_REFUND_LIMIT_CENTS } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { shopSettings } from '../../db/schema/index.ts';

export interface ShopSettingsRow {
  supportRefundLimitCents: number;
}

const DEFAULTS: ShopSettingsRow = { supportRefundLimitCents: DEFAULT_SUPPORT_REFUND_LIMIT_CENTS };

/** The one row of shop settings; a shop that never saved them has the defaults. */
export const shopSettingsRepository = {
  async read(db: Database): Promise<ShopSettingsRow> {
    const [row] = await db
      .select({ supportRefundLimitCents: shopSettings.supportRefundLimitCents })
      .from(shopSettings)
      .where(eq(shopSettings.id, 1));
    return row ?? DEFAULTS;
  },

  async write(db: Database, values: ShopSettingsRow): Promise<ShopSettingsRow> {
    const [row] = await db
      .insert(shopSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: shopSettings.id, set: values })
      .returning({ supportRefundLimitCents: shopSettings.supportRefundLimitCents });
    return row ?? values;
  },
};
