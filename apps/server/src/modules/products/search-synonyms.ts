/**
 * The trade's abbreviations and spellings, each group meaning one thing. A query word or phrase
 * of a group is searched as any of the group ('ro membrane' -> ro or "reverse osmosis", and
 * membrane), so 'RO' finds the Reverse Osmosis Membranes and 'reverse osmosis' the RO systems.
 */
const GROUPS: string[][] = [
  ['ro', 'reverse osmosis'],
  ['uv', 'ultraviolet'],
  ['gac', 'granular activated carbon'],
  ['undersink', 'under sink', 'under counter', 'undercounter'],
  ['whole house', 'wholehouse', 'whole home', 'point of entry', 'poe'],
  ['pou', 'point of use'],
  ['tds', 'total dissolved solids'],
  ['gpd', 'gallons per day'],
  ['gpm', 'gallons per minute'],
  ['remineralisation', 'remineralization'],
  ['softener', 'softner'],
  ['faucet', 'tap'],
];

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

const PHRASES = GROUPS.flatMap((group) => group.map((phrase) => ({ phrase: words(phrase), group })))
  // Longest first, so 'reverse osmosis' is taken before a one-word phrase inside it.
  .sort((a, b) => b.phrase.length - a.phrase.length);

const quoted = (phrase: string) => (phrase.includes(' ') ? `"${phrase}"` : phrase);

/**
 * `q` in websearch_to_tsquery's syntax with each synonym replaced by `a or "b c"`, which that
 * syntax binds tighter than the AND between words. A query with operators of its own (quotes, a
 * leading '-', 'or') is left as typed.
 */
export function expandSynonyms(q: string): string {
  if (/["]|(^|\s)-|\bor\b/i.test(q)) return q;
  const typed = words(q);
  const terms: string[] = [];
  for (let i = 0; i < typed.length; ) {
    const hit = PHRASES.find(({ phrase }) => phrase.every((word, k) => typed[i + k] === word));
    if (hit) {
      terms.push(hit.group.map(quoted).join(' or '));
      i += hit.phrase.length;
    } else {
      terms.push(typed[i] as string);
      i += 1;
    }
  }
  return terms.join(' ');
}
