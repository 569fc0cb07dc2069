/**
 * What shoppers type into the search box, by kind, each query text used once: single words,
 * multi-word queries, the trade's abbreviations and synonyms (search-synonyms.ts), misspelt
 * words that the spelling dictionary corrects, and SKUs or model numbers. Built from the
 * generated catalogue's own vocabulary (generated-catalogue.ts) and the demo catalogue's.
 * Deterministic: the same list every run.
 */

export const QUERY_KINDS = ['word', 'phrase', 'synonym', 'misspelt', 'code'] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

export interface SearchQuery {
  kind: QueryKind;
  q: string;
}

/** Share of each kind in the mix. */
const MIX: Record<QueryKind, number> = {
  word: 0.25,
  phrase: 0.3,
  synonym: 0.15,
  misspelt: 0.25,
  code: 0.05,
};

const BRANDS = ['pureflow', 'cleartap', 'homeguard', 'aquanova', 'blueriver', 'crystalpeak'];
const MORE_BRANDS = ['hydroline', 'springwell', 'glacier', 'riverstone', 'cascade', 'summit'];
const THINGS = [
  'reverse osmosis system',
  'reverse osmosis membrane',
  'sediment cartridge',
  'pleated sediment cartridge',
  'carbon block cartridge',
  'granular activated carbon filter',
  'catalytic carbon cartridge',
  'whole house filter',
  'under sink filter',
  'disinfection system',
  'replacement lamp',
  'quartz sleeve',
  'water softener',
  'softener resin',
  'iron filter',
  'manganese filter',
  'shower filter',
  'refrigerator filter',
  'alkaline cartridge',
  'scale inhibitor',
  'drinking water faucet',
  'digital meter',
  'test strips',
  'lead test kit',
  'bacteria test kit',
  'pressure gauge',
  'filter housing',
  'housing wrench',
  'leak detector',
];
const SIZES = ['10', '20', '5 micron', '1 micron', '20 micron', '50 gpd', '75 gpd', '12 gpm'];
/** Words a shopper types alone: kinds, materials, contaminants, brands. */
const WORDS = [
  ...new Set(THINGS.flatMap((thing) => thing.split(' '))),
  ...BRANDS,
  ...MORE_BRANDS,
  'chlorine',
  'chloramine',
  'fluoride',
  'arsenic',
  'hardness',
  'coliform',
  'membrane',
  'micron',
  'warranty',
  'washable',
  'polyphosphate',
  'kdf',
  'cartridges',
  'filters',
  'softeners',
  'systems',
];
/** Synonyms and abbreviations (search-synonyms.ts), with what they go with. */
const SYNONYMS: Record<string, string[]> = {
  ro: ['system', 'membrane', 'filter', 'faucet', '75 gpd', '50 gpd'],
  uv: ['lamp', 'system', 'sleeve', 'bulb', '12 gpm'],
  gac: ['filter', 'cartridge', '10', '20'],
  tds: ['meter', 'tester'],
  undersink: ['filter', 'system', 'ro'],
  poe: ['filter', 'system'],
  softner: ['resin', 'salt', 'system'],
  gpd: ['membrane', 'ro membrane'],
  tap: ['filter', 'water filter'],
};
const SYNONYM_PHRASES = [
  'whole home filter',
  'point of entry',
  'point of use filter',
  'under counter filter',
  'ultraviolet lamp',
  'total dissolved solids',
  'gallons per day',
];
/** Correctly spelt words that the typos below are made from (long enough to be corrected). */
const TYPO_SOURCES = [
  'sediment',
  'osmosis',
  'reverse',
  'membrane',
  'cartridge',
  'carbon',
  'softener',
  'refrigerator',
  'manganese',
  'chloramine',
  'disinfection',
  'replacement',
  'alkaline',
  'inhibitor',
  'pressure',
  'detector',
  'housing',
  'pleated',
  'granular',
  'activated',
  'catalytic',
  'shower',
  'faucet',
  'bacteria',
  'quartz',
];

/** A small seeded PRNG (mulberry32), so the mix is the same every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(next: Random, list: readonly T[]) => list[Math.floor(next() * list.length)]!;

/** One keyboard slip: a letter dropped, doubled, swapped with the next, or a vowel changed. */
function typo(next: Random, word: string): string {
  const at = 1 + Math.floor(next() * (word.length - 2));
  switch (Math.floor(next() * 4)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at] + word.slice(at);
    case 2:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    default: {
      const vowels = 'aeiou'.replace(word[at]!, '');
      return word.slice(0, at) + pick(next, [...vowels]) + word.slice(at + 1);
    }
  }
}

const GENERATORS: Record<QueryKind, (next: Random) => string> = {
  word: (next) => pick(next, WORDS),
  phrase: (next) => {
    const thing = pick(next, THINGS);
    switch (Math.floor(next() * 4)) {
      case 0:
        return `${pick(next, [...BRANDS, ...MORE_BRANDS])} ${thing}`;
      case 1:
        return `${thing} ${pick(next, SIZES)}`;
      case 2:
        return `${pick(next, BRANDS)} ${thing.split(' ').slice(-1)[0]} model ${100 + Math.floor(next() * 900)}`;
      default:
        return thing;
    }
  },
  synonym: (next) => {
    if (next() < 0.2) return pick(next, SYNONYM_PHRASES);
    const [word, contexts] = pick(next, Object.entries(SYNONYMS));
    switch (Math.floor(next() * 3)) {
      case 0:
        return word;
      case 1:
        return `${word} ${pick(next, contexts)}`;
      default:
        return `${pick(next, [...BRANDS, ...MORE_BRANDS])} ${word} ${pick(next, contexts)}`;
    }
  },
  misspelt: (next) => {
    const misspelt = typo(next, pick(next, TYPO_SOURCES));
    switch (Math.floor(next() * 3)) {
      case 0:
        return misspelt;
      case 1:
        return `${pick(next, [...BRANDS, ...MORE_BRANDS])} ${misspelt}`;
      default:
        return `${misspelt} ${pick(next, ['cartridge', 'filter', 'system', 'kit', 'replacement'])}`;
    }
  },
  code: (next) =>
    next() < 0.7
      ? `GEN-${String(Math.floor(next() * 100_000)).padStart(6, '0')}`
      : `model ${100 + Math.floor(next() * 900)}`,
};

/**
 * `count` searches in the mix's proportions, interleaved at random. A kind's texts are distinct
 * until its vocabulary runs out (single words do, after a few hundred); `distinct` says how many.
 */
export function searchQueries(count: number, seed = 16): SearchQuery[] {
  const next = random(seed);
  const seen = new Set<string>();
  const queries: SearchQuery[] = [];
  for (const kind of QUERY_KINDS) {
    const wanted = Math.round(count * MIX[kind]);
    for (let i = 0, tries = 0; i < wanted; tries++) {
      const q = GENERATORS[kind](next);
      // A typo that happens to be a real word ('carbon' -> 'caron'?) is still a typo; one that
      // leaves the word unchanged is not.
      if (kind === 'misspelt' && TYPO_SOURCES.some((w) => q.split(' ').includes(w))) continue;
      if (seen.has(q) && tries < wanted * 50) continue;
      seen.add(q);
      queries.push({ kind, q });
      i++;
    }
  }
  for (let i = queries.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [queries[i], queries[j]] = [queries[j]!, queries[i]!];
  }
  return queries;
}
