import {
  DEFAULT_REVIEW_REQUEST_DAYS,
  DEFAULT_SUPPORT_REFUND_LIMIT_CENTS,
  type ProductType,
} from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { shopSettings } from '../../db/schema/index.ts';

export interface ShopSettingsRow {
  supportRefundLimitCents: number;
  reviewRequestDays: number;
  returnWindowDays: number;
  nonReturnableTypes: ProductType[];
  returnAddress: string;
}

const DEFAULTS: ShopSettingsRow = {
  supportRefundLimitCents: DEFAULT_SUPPORT_REFUND_LIMIT_CENTS,
  reviewRequestDays: DEFAULT_REVIEW_REQUEST_DAYS,
  returnWindowDays: 30,
  nonReturnableTypes: [],
  returnAddress: '',
};

const COLUMNS = {
  supportRefundLimitCents: shopSettings.supportRefundLimitCents,
  reviewRequestDays: shopSettings.reviewRequestDays,
  returnWindowDays: shopSettings.returnWindowDays,
  nonReturnableTypes: shopSettings.nonReturnableTypes,
  returnAddress: shopSettings.returnAddress,
};

const toRow = (row: typeof DEFAULTS) => ({
  ...row,
  nonReturnableTypes: row.nonReturnableTypes as ProductType[],
});

/** The one row of shop settings; a shop that never saved them has the defaults. */
export const shopSettingsRepository = {
  async read(db: Database): Promise<ShopSettingsRow> {
    const [row] = await db.select(COLUMNS).from(shopSettings).where(eq(shopSettings.id, 1));
    return row ? toRow(row as ShopSettingsRow) : DEFAULTS;
  },

  /** Saves the given settings; those left out keep their value. */
  async write(db: Database, values: Partial<ShopSettingsRow>): Promise<ShopSettingsRow> {
    const [row] = await db
      .insert(shopSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: shopSettings.id, set: values })
      .returning(COLUMNS);
    return row ? toRow(row as ShopSettingsRow) : { ...DEFAULTS, ...values };
  },
};
