import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { productSearchWords, products } from '../../db/schema/index.ts';
import { statementsByShape } from '../../db/statements-by-shape.ts';
import { expandSynonyms } from './search-synonyms.ts';

/**
 * How many matches are ranked at most. A broad word ('filter') can match half of a large
 * catalogue; ranking every match would cost time in proportion to the catalogue, so the index
 * scan stops here and the best of these come first. Shoppers narrow a search long before 500.
 */
export const SEARCH_CANDIDATES = 500;

/**
 * Corrected queries are guesses, and wider ones (each word may be any of a few), so fewer of
 * their matches are ranked.
 */
export const CORRECTED_CANDIDATES = 200;

/** Dictionary words tried in place of each query word, closest first. */
const SPELLING_ALTERNATIVES = 3;

export interface SearchMode {
  /** Index-backed match condition. */
  where: SQL;
  /** Relevance, computed only for the candidates. */
  rank: SQL<number>;
}

function matching(query: SQL): SearchMode {
  return {
    where: sql`${products.search} @@ ${query}`,
    // A product whose name alone matches every term comes before one that only mentions them.
    rank: sql<number>`ts_rank(${products.search}, ${query})
      + case when ${products.nameSearch} @@ ${query} then 1 else 0 end`,
  };
}

/**
 * Full-text search over the weighted tsvector (name and SKU, then tags, then description),
 * answered by the GIN index on `search`; the trade's synonyms are understood (search-synonyms.ts).
 */
export function fullTextSearch(terms: Placeholder): SearchMode {
  return matching(sql`websearch_to_tsquery('english', ${terms})`);
}

/** What full-text search is given for `q`: the text with the trade's synonyms understood. */
export const searchTerms = (q: string) => expandSynonyms(q);

/**
 * For when full-text search finds nothing ('sedement', 'whole hose filter'): `q` with each word
 * replaced by its closest words in the catalogue's spelling dictionary, any of which may match
 * ('whole hose filter' -> ('whole') & ('hose' | 'hous') & ('filter')), as tsquery text; null when
 * `q` has no words.
 *
 * Closeness is pg_trgm similarity: `%` at pg_trgm's default threshold of 0.3, answered by the
 * dictionary's GIN trigram index. A word that is in the dictionary stays, and only words more
 * products use are offered beside it ('hose' -> 'house', but 'filter' stays 'filter'): each
 * alternative widens the query. A word with nothing close stays as typed, so nonsense still
 * finds nothing. The dictionary holds the catalogue's few thousand distinct words, far cheaper to
 * match than the name of every product.
 *
 * A statement of its own, so the search that follows is planned knowing the query (decision
 * 040): planned blind, a correction to a word every product has ('housng' -> 'hous') read all
 * 100,000 matches through the GIN index where a scan stops at the first 200.
 */
export async function spellingCorrection(db: Database, q: string): Promise<string | null> {
  const statement = spellingStatements(db, '', () => spellingStatement(db));
  const [row] = await statement.execute({ q });
  return row?.query ?? null;
}

/** The correction's statement, the text a placeholder. */
function spellingStatement(db: Database) {
  const q = sql.placeholder('q');
  const dictionary = productSearchWords;
  const spelling = db.$with('spelling', { query: sql<string | null>`query`.as('query') }).as(sql`
    with typed as (
      select word from unnest(tsvector_to_array(to_tsvector('simple', ${q}))) as word
    ),
    spelled as (
      select typed.word as typed_word, coalesce(
        (select array_agg(closest.word) from (
          select ${dictionary.word} as word from ${dictionary}
          where ${dictionary.word} % typed.word
            and (${dictionary.word} = typed.word or ${dictionary.productCount} > coalesce(known.uses, 0))
          order by similarity(${dictionary.word}, typed.word) desc, ${dictionary.productCount} desc
          limit ${SPELLING_ALTERNATIVES}
        ) as closest),
        array[typed.word]
      ) as words
      from typed
      left join (select ${dictionary.word} as word, ${dictionary.productCount} as uses from ${dictionary})
        as known on known.word = typed.word
    ),
    alternatives as (
      select '(' || string_agg(distinct alternative::text, ' | ') || ')' as any_of
      from spelled, unnest(words) as word, plainto_tsquery('english', word) as alternative
      where numnode(alternative) > 0
      group by typed_word
    )
    select string_agg(any_of, ' & ' order by any_of)::tsquery::text as query from alternatives`);
  return db.with(spelling).select({ query: spelling.query }).from(spelling);
}

const spellingStatements =
  statementsByShape<ReturnType<ReturnType<typeof spellingStatement>['prepare']>>(
    'product_spelling',
  );

/** The search for a corrected query (`spellingCorrection`). */
export function correctedSearch(correction: Placeholder): SearchMode {
  return matching(sql`${correction}::tsquery`);
}
