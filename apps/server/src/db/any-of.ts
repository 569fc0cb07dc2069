import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * `column = any($1::uuid[])`: a batch of ids bound as one array, where drizzle's `inArray` binds
 * each id as a parameter of its own. A statement of a thousand parameters makes drizzle build
 * thousands of objects in one go; V8 sees them outlive a young collection and from then on
 * allocates drizzle's query objects straight in the old generation (allocation-site
 * pretenuring), where every later query's garbage waits for a full collection. That grew the
 * reminder sweep's RSS by 150 MB (decision 059). Use it for lists as long as a batch.
 */
export const anyOf = (column: Column, ids: readonly string[]): SQL =>
  sql`${column} = any(${sql.param(ids)}::uuid[])`;
