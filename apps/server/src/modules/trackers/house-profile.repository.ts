import type { HouseData } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { houseProfiles } from '../../db/schema/index.ts';

/** A customer who never saved the Settings page has these (SPEC.md section 9 defaults). */
export const DEFAULT_HOUSE_DATA: HouseData = {
  peopleNumber: 1,
  petsNumber: 0,
  waterType: 'Municipal',
  showerTime: 0,
  tds: null,
  hardness: null,
  zip: null,
  hasPool: false,
};

type HouseProfileRow = typeof houseProfiles.$inferSelect;

function toHouseData(row: HouseProfileRow): HouseData {
  return {
    peopleNumber: row.people,
    petsNumber: row.pets,
    waterType: row.waterType,
    showerTime: row.showerTimeMinutes,
    tds: row.tdsPpm,
    hardness: row.hardnessPpm,
    zip: row.zip,
    hasPool: row.hasPool,
  };
}

export function houseProfileRepository(db: Database) {
  return {
    async find(userId: string): Promise<HouseData> {
      const [row] = await db
        .select()
        .from(houseProfiles)
        .where(eq(houseProfiles.userId, userId))
        .limit(1);
      return row ? toHouseData(row) : DEFAULT_HOUSE_DATA;
    },

    async save(userId: string, data: HouseData): Promise<HouseData> {
      const values = {
        people: data.peopleNumber,
        pets: data.petsNumber,
        waterType: data.waterType,
        // The column holds whole minutes; the form may send 7.5.
        showerTimeMinutes: Math.round(data.showerTime),
        tdsPpm: data.tds,
        hardnessPpm: data.hardness,
        zip: data.zip,
        hasPool: data.hasPool,
      };
      const [row] = await db
        .insert(houseProfiles)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: houseProfiles.userId, set: values })
        .returning();
      if (!row) throw new Error('house profile was not saved');
      return toHouseData(row);
    },
  };
}
