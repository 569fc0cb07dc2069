/**
 * Part lifespan (SPEC.md section 4). Dates are compared in UTC, so the answer does not
 * depend on the server's or the browser's time zone.
 */

export type DateInput = Date | string | number;

function toDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * `months` calendar months after `from`, at the same time of day. A day that the target
 * month lacks becomes its last day: Jan 31 + 1 month = Feb 28 (or 29).
 */
export function addMonths(from: DateInput, months: number): Date {
  const start = new Date(from);
  const monthIndex = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), monthIndex + 1, 0)).getUTCDate();
  const result = new Date(start);
  result.setUTCDate(1);
  result.setUTCMonth(monthIndex);
  result.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return result;
}

/**
 * Whole calendar months from `from` to `to`: a month counts once `to` reaches the same day
 * and time of the month (or the month's last day when it is shorter). 0 when `to` is earlier.
 */
export function fullMonthsBetween(from: DateInput, to: DateInput): number {
  const start = new Date(from);
  const end = new Date(to);
  if (end <= start) return 0;
  const calendarMonths =
    (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth();
  return addMonths(start, calendarMonths) > end ? calendarMonths - 1 : calendarMonths;
}

/** The day a part with this lifespan is due for replacement. */
export function dueDate(installedAt: DateInput, lifespanMonths: number): Date {
  return addMonths(installedAt, lifespanMonths);
}

export function formatMonths(months: number): string {
  return months === 1 ? '1 month' : `${months} months`;
}

/** A plan's interval as people say it: 'every month', 'every 6 months'. */
export function everyMonths(months: number): string {
  return months === 1 ? 'every month' : `every ${formatMonths(months)}`;
}

/**
 * How often a part is replaced, as its product page says it: 'Replace every 6 months', or
 * 'Replace every 6 to 12 months' when heavy use (quick) and light use (slow) differ. null when
 * the part has no replacement months.
 */
export function replacementInterval(
  quickMonths: number | null | undefined,
  slowMonths: number | null | undefined,
): string | null {
  const months = [quickMonths, slowMonths].filter(
    (value): value is number => typeof value === 'number' && value >= 1,
  );
  if (months.length === 0) return null;
  const shortest = Math.min(...months);
  const longest = Math.max(...months);
  if (shortest === longest) {
    return shortest === 1 ? 'Replace every month' : `Replace every ${formatMonths(shortest)}`;
  }
  return `Replace every ${shortest} to ${formatMonths(longest)}`;
}

export type PartLife = {
  /** 0..100, not rounded; 100 when the data is missing. */
  percentRemaining: number;
  /** Never below 0; null when the data is missing. */
  monthsRemaining: number | null;
  /** '3 months', '1 month', 'Expired' or 'N/A'. */
  label: string;
};

/**
 * `installedAt` is the installation date, or the last reset (a reset restarts the lifespan).
 * Percent remaining = (lifespan - full months elapsed) / lifespan.
 */
export function partLife(input: {
  installedAt: DateInput | null | undefined;
  lifespanMonths: number | null | undefined;
  now: DateInput;
}): PartLife {
  const installedAt = toDate(input.installedAt);
  const lifespan = input.lifespanMonths;
  if (!installedAt || !lifespan || !Number.isFinite(lifespan) || lifespan <= 0) {
    return { percentRemaining: 100, monthsRemaining: null, label: 'N/A' };
  }
  const remaining = lifespan - fullMonthsBetween(installedAt, input.now);
  // remaining * 100 / lifespan, not remaining / lifespan * 100: 3 / 10 * 100 is 30.000000000000004.
  const percent = (remaining * 100) / lifespan;
  return {
    percentRemaining: Math.min(100, Math.max(0, percent)),
    monthsRemaining: Math.max(0, remaining),
    label: remaining <= 0 ? 'Expired' : formatMonths(remaining),
  };
}

export type LifeBarColour = 'red' | 'yellow' | 'green';

export function lifeBarColour(percentRemaining: number): LifeBarColour {
  if (percentRemaining <= 20) return 'red';
  if (percentRemaining <= 50) return 'yellow';
  return 'green';
}
