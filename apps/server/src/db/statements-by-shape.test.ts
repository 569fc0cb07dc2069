import { describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { statementsByShape } from './statements-by-shape.ts';

describe('statements by shape', () => {
  const builder = (built: string[], sql: string) => () => ({
    prepare(name: string) {
      built.push(sql);
      return { name, sql };
    },
  });

  it('builds one statement per database and shape, each under a name of its own', () => {
    const statements = statementsByShape<{ name: string; sql: string }>('listing');
    const built: string[] = [];
    const [one, two] = [{}, {}] as Database[];
    const first = statements(one!, 'a', builder(built, 'select a'));
    expect(statements(one!, 'a', builder(built, 'select a'))).toBe(first);
    const other = statements(one!, 'b', builder(built, 'select b'));
    const elsewhere = statements(two!, 'a', builder(built, 'select a'));
    expect(built).toEqual(['select a', 'select b', 'select a']);
    expect(new Set([first.name, other.name, elsewhere.name]).size).toBe(3);
    expect(first.name).toMatch(/^listing_\d+$/);
  });
});
