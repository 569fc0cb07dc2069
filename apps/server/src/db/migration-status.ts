import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';
import { MIGRATIONS_FOLDER } from './migrate.ts';

interface JournalEntry {
  when: number;
  tag: string;
}

/** The newest migration this build ships, from drizzle-kit's journal. */
export function latestShippedMigration(): JournalEntry {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'));
  const entries = journal.entries as JournalEntry[];
  const latest = entries.at(-1);
  if (!latest) throw new Error('The migrations journal is empty.');
  return latest;
}

/**
 * True when the database has every migration this build ships: drizzle records each applied
 * migration with its journal timestamp in drizzle.__drizzle_migrations.
 */
export async function migrationsApplied(db: Database, latest: JournalEntry): Promise<boolean> {
  const result = await db.execute(
    sql`select coalesce(max(created_at), 0)::text as applied from drizzle.__drizzle_migrations`,
  );
  const rows = (result as unknown as { rows: Array<{ applied: string }> }).rows;
  return Number(rows[0]?.applied ?? 0) >= latest.when;
}
