import { describe, expect, it } from 'vitest';
import { linkedSearch, PRODUCT_SEARCH_MAX_LENGTH } from './search-limits.ts';

describe("a listing link's search term", () => {
  it('is searched as given, trimmed; blank is no search', () => {
    expect(linkedSearch('  reverse osmosis ')).toEqual({
      term: 'reverse osmosis',
      leftOutCharacters: false,
    });
    expect(linkedSearch('   ')).toEqual({ term: undefined, leftOutCharacters: false });
    expect(linkedSearch(null)).toEqual({ term: undefined, leftOutCharacters: false });
  });

  it('leaves out control characters, a run of them parting the words around it', () => {
    expect(linkedSearch('\u0000')).toEqual({ term: undefined, leftOutCharacters: true });
    expect(linkedSearch('reverse\r\n\u0000osmosis\u001b')).toEqual({
      term: 'reverse osmosis',
      leftOutCharacters: true,
    });
    expect(linkedSearch('PF\u007f-\u009f5').term).toBe('PF - 5');
  });

  it('searches the start of a term longer than a search takes', () => {
    const term = linkedSearch('reverse'.repeat(40)).term ?? '';
    expect(term).toHaveLength(PRODUCT_SEARCH_MAX_LENGTH);
    expect(linkedSearch('reverse'.repeat(40)).leftOutCharacters).toBe(false);
  });
});
