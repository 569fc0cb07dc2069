import { describe, expect, it } from 'vitest';
import {
  addMonths,
  dueDate,
  formatMonths,
  fullMonthsBetween,
  lifeBarColour,
  partLife,
  replacementInterval,
} from './lifespan.ts';

const utc = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

describe('addMonths', () => {
  it.each([
    ['2025-01-15', 1, '2025-02-15'],
    ['2025-01-31', 1, '2025-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2025-01-31', 13, '2026-02-28'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2025-03-15', -3, '2024-12-15'],
    ['2025-11-30', 3, '2026-02-28'],
  ])('%s + %d months is %s', (from, months, expected) => {
    expect(addMonths(utc(from), months)).toEqual(utc(expected));
  });

  it('keeps the time of day', () => {
    expect(addMonths('2025-01-15T10:30:00Z', 2).toISOString()).toBe('2025-03-15T10:30:00.000Z');
  });
});

describe('fullMonthsBetween', () => {
  it.each([
    ['2025-01-15', '2025-01-15', 0],
    ['2025-01-15', '2025-02-14', 0],
    ['2025-01-15', '2025-02-15', 1],
    ['2025-01-31', '2025-02-27', 0],
    ['2025-01-31', '2025-02-28', 1],
    ['2024-01-31', '2024-02-28', 0],
    ['2024-01-31', '2024-02-29', 1],
    ['2025-01-31', '2025-03-30', 1],
    ['2025-01-31', '2025-03-31', 2],
    ['2025-03-31', '2025-04-30', 1],
    ['2024-11-10', '2025-02-10', 3],
    ['2024-11-10', '2025-02-09', 2],
    ['2025-02-10', '2024-11-10', 0],
  ])('%s to %s is %d', (from, to, months) => {
    expect(fullMonthsBetween(utc(from), utc(to))).toBe(months);
  });

  it('does not count a month until its last hour has passed', () => {
    expect(fullMonthsBetween('2025-01-15T10:00:00Z', '2025-02-15T09:59:59Z')).toBe(0);
    expect(fullMonthsBetween('2025-01-15T10:00:00Z', '2025-02-15T10:00:00Z')).toBe(1);
  });
});

describe('dueDate', () => {
  it('is the lifespan in calendar months after installation', () => {
    expect(dueDate(utc('2025-01-31'), 1)).toEqual(utc('2025-02-28'));
    expect(dueDate('2025-01-01T00:00:00Z', 6)).toEqual(utc('2025-07-01'));
  });
});

describe('formatMonths', () => {
  it('is singular for one', () => {
    expect(formatMonths(1)).toBe('1 month');
    expect(formatMonths(3)).toBe('3 months');
  });
});

describe('partLife', () => {
  const installedAt = utc('2025-01-01');
  const life = (now: string, lifespanMonths = 6) =>
    partLife({ installedAt, lifespanMonths, now: utc(now) });

  it('is full on the day of installation', () => {
    expect(life('2025-01-01')).toEqual({
      percentRemaining: 100,
      monthsRemaining: 6,
      label: '6 months',
    });
  });

  it('counts only whole months elapsed', () => {
    expect(life('2025-03-15')).toEqual({
      percentRemaining: (4 * 100) / 6,
      monthsRemaining: 4,
      label: '4 months',
    });
  });

  it('says 1 month in the singular', () => {
    expect(life('2025-06-01').label).toBe('1 month');
  });

  it('is Expired from the due date on, never below 0', () => {
    expect(life('2025-07-01')).toEqual({
      percentRemaining: 0,
      monthsRemaining: 0,
      label: 'Expired',
    });
    expect(life('2026-07-01')).toEqual({
      percentRemaining: 0,
      monthsRemaining: 0,
      label: 'Expired',
    });
  });

  it('gives exact percentages at the colour edges', () => {
    expect(life('2025-08-01', 10).percentRemaining).toBe(30);
    expect(life('2025-05-01', 5).percentRemaining).toBe(20);
    expect(life('2025-06-01', 10).percentRemaining).toBe(50);
  });

  it('stays at 100% when installation is in the future', () => {
    expect(life('2024-12-01').percentRemaining).toBe(100);
  });

  it('reads ISO strings, as they come from the API', () => {
    const result = partLife({
      installedAt: '2025-01-01T00:00:00.000Z',
      lifespanMonths: 3,
      now: '2025-02-01T00:00:00.000Z',
    });
    expect(result.label).toBe('2 months');
  });

  it.each([
    [null, 6],
    [undefined, 6],
    ['not a date', 6],
    [installedAt, null],
    [installedAt, undefined],
    [installedAt, 0],
    [installedAt, Number.NaN],
  ])('is N/A with 100%% when data is missing (%j, %j)', (installed, lifespanMonths) => {
    expect(partLife({ installedAt: installed, lifespanMonths, now: utc('2025-06-01') })).toEqual({
      percentRemaining: 100,
      monthsRemaining: null,
      label: 'N/A',
    });
  });
});

describe('lifeBarColour', () => {
  it.each([
    [0, 'red'],
    [20, 'red'],
    [20.1, 'yellow'],
    [50, 'yellow'],
    [50.1, 'green'],
    [100, 'green'],
  ])('%d%% is %s', (percent, colour) => {
    expect(lifeBarColour(percent)).toBe(colour);
  });
});

describe('replacementInterval', () => {
  it.each([
    [6, 6, 'Replace every 6 months'],
    [6, null, 'Replace every 6 months'],
    [null, 12, 'Replace every 12 months'],
    [1, 1, 'Replace every month'],
    [6, 12, 'Replace every 6 to 12 months'],
    [12, 6, 'Replace every 6 to 12 months'],
    [1, 2, 'Replace every 1 to 2 months'],
  ])('quick %s, slow %s: %s', (quick, slow, expected) => {
    expect(replacementInterval(quick, slow)).toBe(expected);
  });

  it('says nothing for a part without replacement months', () => {
    expect(replacementInterval(null, null)).toBeNull();
    expect(replacementInterval(undefined, 0)).toBeNull();
  });
});
