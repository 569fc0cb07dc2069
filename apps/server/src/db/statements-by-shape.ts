import type { Database } from './database.ts';

let prepared = 0;

interface Preparable<Prepared> {
  prepare(name: string): Prepared;
}

/**
 * Statements built once per database and shape of query, then only given their values: building
 * a search's SQL with drizzle was about a seventh of its CPU on PGlite (decision 041). On
 * PostgreSQL each is a named statement, planned with its values every time (`plan_cache_mode`,
 * client.ts). `name` prefixes the statements' names; a count makes each name the process's own,
 * as PostgreSQL needs per connection, also when a transaction's handle shares one.
 */
export function statementsByShape<Prepared>(name: string) {
  const byDatabase = new WeakMap<Database, Map<string, Prepared>>();
  return (db: Database, shape: string, build: () => Preparable<Prepared>): Prepared => {
    let statements = byDatabase.get(db);
    if (!statements) {
      statements = new Map();
      byDatabase.set(db, statements);
    }
    let statement = statements.get(shape);
    if (!statement) {
      prepared += 1;
      statement = build().prepare(`${name}_${prepared}`);
      statements.set(shape, statement);
    }
    return statement;
  };
}
