import { z } from 'zod';

// The date fields of the auto-replace schemas; internal to the package (not in index.ts).

export const timestamp = z.iso.datetime({ offset: true });
export const day = z.iso.date({ error: 'Enter a date as YYYY-MM-DD.' });

/**
 * A body whose every field is optional: sent as {}, or not at all (no body and no content type,
 * which Fastify hands the schema as null).
 */
export const optionalBody = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z
    .object(shape)
    .nullish()
    .transform((body) => body ?? z.object(shape).parse({}));
