import type { ScaleSizes } from './scale-sizes.ts';

/** What the steps of `npm run seed:scale` share: their shape and their SQL pieces. */
export interface ScaleStep {
  name: string;
  /** What the step made, for the report ("1,000,000 orders"). */
  made: (sizes: ScaleSizes) => string;
  /** The tables it fills: `--only` refuses to run it when they hold rows already. */
  tables: string[];
  /** Steps that must run before it in the same session (their temporary tables). */
  needs?: string[];
  statements: (sizes: ScaleSizes, context: ScaleContext) => string[];
}

export interface ScaleContext {
  passwordHash: string;
  /** AUTO_REPLACE_LEAD_DAYS, for plans until the owner sets a lead time. */
  leadDays: number;
}

/** A whole number in [0, count) drawn per row. */
export const pick = (count: number | string) => `floor(random() * ${count})::int`;
export const count = (value: number, what: string) => `${value.toLocaleString('en-US')} ${what}`;

/** State and its sales-tax rate in basis points (packages/contract/src/sales-tax.ts). */
export const STATES = `array['TX','CA','FL','NY','OR','IL','WA','AZ']`;
export const TAX_BASIS_POINTS = `array[825,725,600,400,0,625,650,560]`;

/** A tracked part's due day as partDueDay() and the index tracked_parts_due_idx compute it. */
export const PART_DUE = `greatest(((installed_at at time zone 'UTC')
  + make_interval(months => initial_lifespan_months))::date, (snoozed_until at time zone 'UTC')::date)`;
/** The day most tracked parts fall due on: the due day a filled shop was made for. */
export const PEAK_DUE_DAY = `select to_char(${PART_DUE}, 'YYYY-MM-DD') as day from tracked_parts
  group by 1 order by count(*) desc limit 1`;
