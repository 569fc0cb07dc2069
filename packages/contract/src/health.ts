import { z } from 'zod';
import { successEnvelope } from './envelope.ts';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
});
export type Health = z.infer<typeof HealthSchema>;

/** GET /health */
export const HealthResponseSchema = successEnvelope(HealthSchema);
