// Without zod: the database schema reads it, in every thread (decision 083).

/** The states of a plan's cycle (one per due date), as stored and as the owner sees them. */
export const SUBSCRIPTION_CYCLE_STATES = [
  'pending',
  'retrying',
  'requires_action',
  'charged',
  'ordered',
  'skipped',
  'failed',
] as const;
