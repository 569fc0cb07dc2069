/**
 * The longest search term GET /products takes: the header's box and the listing hold to it. A
 * module without zod, so the header (loaded at start, decision 007) can read it.
 */
export const PRODUCT_SEARCH_MAX_LENGTH = 200;

/** Control characters (U+0000-U+001F, U+007F-U+009F): no shopper types one into a search. */
const CONTROL_CHARACTERS = /\p{Cc}+/gu;

export const SEARCH_CHARACTERS_LEFT_OUT =
  'Some characters in this search cannot be searched for, so they were left out.';

export interface LinkedSearch {
  /** What the listing searches for; undefined for no search. */
  term: string | undefined;
  /** The link's term had control characters (a NUL, a line break...), which were left out. */
  leftOutCharacters: boolean;
}

/**
 * A listing link's `q` as the listing searches it: control characters left out (a line break
 * pasted with a part number becomes a space; the API refuses a NUL), then held to the longest
 * term a search takes, as a hand-made or old link may be longer (the start is searched).
 */
export function linkedSearch(raw: string | null | undefined): LinkedSearch {
  const given = raw ?? '';
  const cleaned = given.replace(CONTROL_CHARACTERS, ' ');
  return {
    term: cleaned.trim().slice(0, PRODUCT_SEARCH_MAX_LENGTH).trim() || undefined,
    leftOutCharacters: cleaned !== given,
  };
}
