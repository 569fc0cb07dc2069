import { parseArgs } from 'node:util';

/** How much `npm run seed:scale` makes (issue 28: a shop ten years on). */
export interface ScaleSizes {
  orders: number;
  customers: number;
  products: number;
  systems: number;
  parts: number;
  messages: number;
  /** Auto-replace plans; a quarter of them are charged on the due day (duePlansOf). */
  plans: number;
  /** The day 3% of the tracked parts fall due, so one sweep has a realistic peak. */
  dueDay: string;
}

const FULL: Omit<ScaleSizes, 'dueDay'> = {
  orders: 1_000_000,
  customers: 200_000,
  products: 5_000,
  systems: 400_000,
  parts: 1_000_000,
  messages: 2_000_000,
  plans: 20_000,
};

const FLAGS = ['orders', 'customers', 'products', 'systems', 'parts', 'messages', 'plans'] as const;

/** The plans charged on the due day: a quarter (5,000 of the default 20,000). */
export const duePlansOf = (sizes: Pick<ScaleSizes, 'plans'>) => Math.round(sizes.plans / 4);

/** What `npm run seed:scale` was asked: the sizes, and the steps named by `--only`. */
export interface ScaleOptions {
  sizes: ScaleSizes;
  /** `--only cards,plans`: just these steps, on a database already filled; null for all. */
  only: string[] | null;
  /** --due-day was given (otherwise an `--only` run reads it from the tracked parts). */
  dueDayGiven: boolean;
}

/**
 * The default sizes, or a tenth of them on the embedded database, overridden by flags such as
 * `--orders 50000`. Refuses what would make a shop that cannot exist (orders without customers).
 */
export function parseScaleSizes(argv: string[], embedded: boolean, today: string): ScaleSizes {
  return parseScaleOptions(argv, embedded, today).sizes;
}

/** The sizes, and `--only` (step names, comma-separated; scale-fill.ts selectSteps checks them). */
export function parseScaleOptions(argv: string[], embedded: boolean, today: string): ScaleOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      ...Object.fromEntries(FLAGS.map((flag) => [flag, { type: 'string' as const }])),
      'due-day': { type: 'string' },
      only: { type: 'string' },
    },
    strict: true,
  });
  const sizes: ScaleSizes = { ...FULL, dueDay: today };
  for (const flag of FLAGS) {
    const given = (values as Record<string, string | undefined>)[flag];
    const fallback = embedded ? Math.round(FULL[flag] / 10) : FULL[flag];
    const value = given === undefined ? fallback : Number(given);
    if (!Number.isInteger(value) || value < 0) {
      throw new Error(`--${flag} must be a whole number of 0 or more (got "${given}")`);
    }
    sizes[flag] = value;
  }
  const dueDay = values['due-day'];
  if (typeof dueDay === 'string') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(dueDay)) throw new Error('--due-day must be YYYY-MM-DD');
    sizes.dueDay = dueDay;
  }
  if (sizes.orders > 0 && sizes.customers < 2) throw new Error('orders need --customers 2 or more');
  if (sizes.systems > 0 && sizes.customers < 1) throw new Error('systems need customers');
  if (sizes.parts > 0 && sizes.systems < 1) throw new Error('parts need --systems 1 or more');
  if ((sizes.orders > 0 || sizes.parts > 0) && sizes.products < 10) {
    throw new Error('orders and parts need --products 10 or more');
  }
  if (sizes.plans > sizes.parts) throw new Error('plans need as many --parts or more');
  const only =
    typeof values.only === 'string'
      ? values.only
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
      : null;
  return { sizes, only, dueDayGiven: typeof dueDay === 'string' };
}
