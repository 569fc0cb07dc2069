import { z } from 'zod';
import { successEnvelope } from './envelope.ts';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
});
export type Health = z.infer<typeof HealthSchema>;

/** GET /health */
export const HealthResponseSchema = successEnvelope(HealthSchema);

/** GET /health/live: the process answers; the database is not asked. */
export const HealthLiveResponseSchema = successEnvelope(z.object({ status: z.literal('ok') }));

export const ReadinessSchema = HealthSchema.extend({
  /** The newest migration applied, e.g. 0007_payment_purchases. */
  migration: z.string(),
  /** PGlite: this instance must be the only one (see docs/operations.md). */
  singleInstance: z.boolean(),
});
export type Readiness = z.infer<typeof ReadinessSchema>;

/** GET /health/ready: 200 when the database answers with every migration applied, else 503. */
export const HealthReadyResponseSchema = successEnvelope(ReadinessSchema);
