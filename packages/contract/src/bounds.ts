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
