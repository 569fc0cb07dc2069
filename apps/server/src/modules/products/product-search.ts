import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { products } from '../../db/schema/index.ts';

/** word_similarity at or above this still matches a misspelt word ('sedement' ~ 'sediment': 0.5). */
const TYPO_SIMILARITY = 0.3;

/**
 * How many matches are ranked at most. A broad word ('filter') can match half of a large
 * catalogue; ranking every match would cost time in proportion to the catalogue, so the index
 * scan stops here and the best of these come first. Shoppers narrow a search long before 500.
 */
export const SEARCH_CANDIDATES = 500;

export interface SearchMode {
  /** Index-backed match condition. */
  where: SQL;
  /** Relevance, computed only for the candidates. */
  rank: SQL<number>;
}

/**
 * Full-text search over the weighted tsvector (name and SKU, then tags, then description),
 * answered by the GIN index on `search`.
 */
export function fullTextSearch(q: string): SearchMode {
  const query = sql`websearch_to_tsquery('english', ${q})`;
  return {
    where: sql`${products.search} @@ ${query}`,
    rank: sql<number>`ts_rank(${products.search}, ${query})`,
  };
}

/**
 * Typo tolerance for when full-text search finds nothing ('revers osmosis', 'sedement'): a
 * trigram word match on the name, answered by the GIN trigram index (`<%` is index-supported;
 * word_similarity() in a WHERE clause would read every row). Needs withTypoTolerance.
 */
export function typoSearch(q: string): SearchMode {
  return {
    where: sql`${q} <% ${products.name}`,
    rank: sql<number>`word_similarity(${q}, ${products.name})`,
  };
}

/** Typo matches are fewer-is-fine guesses; each costs a trigram recheck, so rank fewer. */
export const TYPO_CANDIDATES = 200;

/**
 * Runs `work` in a transaction whose `<%` uses TYPO_SIMILARITY instead of pg_trgm's default 0.6.
 * With a LIMIT, the planner believes walking the name b-tree (or the table) and testing `<%` on
 * each row finds enough matches quickly; at 100,000 products that is 50-200 ms, the trigram
 * bitmap scan 5-15 ms, so plain scans are switched off for this one query. SET LOCAL (the
 * `true` of set_config) keeps all of it from leaking to other queries on a pooled connection.
 */
export function withTypoTolerance<T>(db: Database, work: (tx: Database) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select
      set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true),
      set_config('enable_seqscan', 'off', true),
      set_config('enable_indexscan', 'off', true),
      set_config('enable_indexonlyscan', 'off', true)`);
    return work(tx);
  });
}
