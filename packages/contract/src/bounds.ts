import { z } from 'zod';

/**
 * Numbers in request bodies, bounded by the columns that keep them: every count and every amount
 * of cents is a PostgreSQL `integer` (int4), so a number past its range made the statement fail
 * with a 500. The bounds sit in the schemas, so the API documentation shows them too.
 */

/** The largest PostgreSQL `integer`. */
export const INT4_MAX = 2_147_483_647;

/** The most money one body may name, in dollars: its cents, and sums of a few, fit an integer. */
export const MAX_DOLLARS = 1_000_000;

/** A whole number from `min` to `max` (at most INT4_MAX); `required` when it is missing. */
export function wholeNumber(label: string, min: number, max: number, required?: string) {
  const notANumber = `${label} must be a number.`;
  return z
    .number({ error: (issue) => (issue.input === undefined && required) || notANumber })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be ${min} or more.`)
    .max(max, `${label} must be at most ${max}.`);
}

/** Dollars and cents from `min` to MAX_DOLLARS: two decimals at most, so cents are whole. */
export function dollars(label: string, min: number) {
  const message = `${label} must be an amount in dollars and cents from $${min} to $${MAX_DOLLARS}.`;
  return z
    .number({ error: message })
    .min(min, message)
    .max(MAX_DOLLARS, message)
    .multipleOf(0.01, `${label} can have at most two decimals.`);
}

/**
 * The years a day or an instant in a request may name. PostgreSQL keeps no year 0, and what the
 * server works out from a day near 9999-12-31 (the day's end, a plan's next cycle, a part's next
 * due day) went past year 9999, which neither JavaScript's ISO strings nor the database keep: a
 * 500. A shop's orders and a test run's `now` fit well inside.
 */
export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 2999;

/** True for an ISO day or date and time ('2026-11-29', '2026-11-29T10:00:00Z') in those years. */
export function isWithinShopYears(iso: string): boolean {
  const year = Number(iso.slice(0, 4));
  return year >= EARLIEST_YEAR && year <= LATEST_YEAR;
}

const yearsMessage = (label: string) =>
  `${label} must fall between ${EARLIEST_YEAR} and ${LATEST_YEAR}.`;

/** An ISO day (YYYY-MM-DD) that exists, in the shop's years. */
export const boundedDay = (label: string) =>
  z.iso.date().refine(isWithinShopYears, yearsMessage(label));

/** An ISO date and time with its offset, in the shop's years. */
export const boundedInstant = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be an ISO date and time.` })
    .refine(isWithinShopYears, yearsMessage(label));
