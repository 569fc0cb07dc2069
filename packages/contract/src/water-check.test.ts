import { describe, expect, it } from 'vitest';
import { INVALID_ZIP_MESSAGE } from './messages.ts';
import { estimateTds, TdsQuerySchema, TdsResultSchema } from './water-check.ts';

describe('TdsQuerySchema', () => {
  it('accepts a 5-digit ZIP, trimmed', () => {
    expect(TdsQuerySchema.parse({ zip: ' 77433 ' })).toEqual({ zip: '77433' });
    expect(TdsQuerySchema.parse({ zip: '00501' })).toEqual({ zip: '00501' });
  });

  it.each(['', '7743', '774330', '77433-1234', 'abcde', undefined])('refuses %j', (zip) => {
    const result = TdsQuerySchema.safeParse({ zip });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([INVALID_ZIP_MESSAGE]);
  });
});

describe('estimateTds', () => {
  it('adjusts, rates and colours the state hardness', () => {
    const result = estimateTds({ zip: '77433', state: 'TX', stateName: 'Texas', hardnessMgL: 150 });
    expect(result).toEqual({
      tdsValue: 351,
      rating: 'Poor',
      colour: 'amber',
      state: 'TX',
      stateName: 'Texas',
      hardness: { mgL: 150, gpg: 8.8, classification: 'hard' },
      note: 'Typical for Texas: an estimate from regional data, not a measurement of your tap water.',
    });
    expect(TdsResultSchema.parse(result)).toEqual(result);
  });
});
