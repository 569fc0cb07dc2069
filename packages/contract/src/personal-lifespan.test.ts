import { describe, expect, it } from 'vitest';
import { type Household, personalLifespan } from './personal-lifespan.ts';

const light: Household = {
  hardnessPpm: 40,
  tds: 80,
  people: 1,
  pets: 0,
  hasPool: false,
  showerMinutes: 8,
  waterSource: 'municipal',
};

const heaviest: Household = {
  hardnessPpm: 300,
  tds: 900,
  people: 6,
  pets: 2,
  hasPool: true,
  showerMinutes: 20,
  waterSource: 'Well',
};

describe('personalLifespan', () => {
  it('gives a light household the slow (gentle) months', () => {
    expect(personalLifespan({ quickMonths: 3, slowMonths: 6, household: light })).toEqual({
      months: 6,
      reasons: [],
      summary: 'light use: 6 months',
    });
  });

  it('gives the heaviest household the quick months', () => {
    const result = personalLifespan({ quickMonths: 3, slowMonths: 6, household: heaviest });
    expect(result).toEqual({
      months: 3,
      reasons: ['very hard water', 'well water', '6 people', '2 pets', 'long showers', 'pool'],
      summary: 'very hard water, well water, 6 people, 2 pets, long showers, pool: 3 months',
    });
  });

  it('moves toward the quick end in proportion to the load', () => {
    const household = { ...light, hardnessPpm: 150, people: 4 };
    // load 1 (hard) + 2 (4 people) = 3 of 9: 12 - round(10 * 3 / 9) = 9
    expect(personalLifespan({ quickMonths: 2, slowMonths: 12, household })).toEqual({
      months: 9,
      reasons: ['hard water', '4 people'],
      summary: 'hard water, 4 people: 9 months',
    });
  });

  it('counts hard water and high TDS once, the stronger one', () => {
    const both = { ...light, hardnessPpm: 150, tds: 600 };
    expect(personalLifespan({ quickMonths: 1, slowMonths: 10, household: both })?.reasons).toEqual([
      'very high TDS',
    ]);
    const tdsOnly = { ...light, hardnessPpm: null, tds: 400 };
    expect(
      personalLifespan({ quickMonths: 1, slowMonths: 10, household: tdsOnly })?.reasons,
    ).toEqual(['high TDS']);
  });

  it('says 1 pet and 1 month in the singular', () => {
    const result = personalLifespan({
      quickMonths: 1,
      slowMonths: 1,
      household: { ...light, pets: 1 },
    });
    expect(result).toEqual({ months: 1, reasons: ['1 pet'], summary: '1 pet: 1 month' });
  });

  it('takes the range in either order', () => {
    expect(personalLifespan({ quickMonths: 6, slowMonths: 3, household: light })?.months).toBe(6);
    expect(personalLifespan({ quickMonths: 6, slowMonths: 3, household: heaviest })?.months).toBe(
      3,
    );
  });

  it.each([
    [null, 6],
    [3, null],
    [undefined, undefined],
    [0, 6],
    [3, 6.5],
  ])('is null without a usable quick/slow range (%j, %j)', (quickMonths, slowMonths) => {
    expect(personalLifespan({ quickMonths, slowMonths, household: light })).toBeNull();
  });

  it('always answers a whole number of months inside the range, never more for more load', () => {
    for (const [quick, slow] of [
      [1, 2],
      [3, 6],
      [2, 12],
      [6, 24],
    ] as const) {
      let previous = Number.POSITIVE_INFINITY;
      for (let people = 1; people <= 7; people += 1) {
        const household = { ...heaviest, people, pets: 0, hasPool: false, waterSource: 'other' };
        const months = personalLifespan({
          quickMonths: quick,
          slowMonths: slow,
          household,
        })!.months;
        expect(Number.isInteger(months)).toBe(true);
        expect(months).toBeGreaterThanOrEqual(quick);
        expect(months).toBeLessThanOrEqual(slow);
        expect(months).toBeLessThanOrEqual(previous);
        previous = months;
      }
    }
  });
});
