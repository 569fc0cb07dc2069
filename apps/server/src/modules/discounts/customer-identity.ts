import type { Address } from '@shop/contract';

/** The spellings of one word that people type for the same address part. */
const ABBREVIATIONS: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  av: 'ave',
  road: 'rd',
  drive: 'dr',
  lane: 'ln',
  court: 'ct',
  place: 'pl',
  boulevard: 'blvd',
  highway: 'hwy',
  parkway: 'pkwy',
  circle: 'cir',
  terrace: 'ter',
  trail: 'trl',
  square: 'sq',
  apartment: 'apt',
  suite: 'ste',
  unit: 'apt',
  number: 'no',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
};

/** Lowercase words without punctuation, each in its short form: "Main Street, Apt. #4" -> "main st apt 4". */
function normalizeWords(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(' ');
}

/**
 * One key per delivery address however it is typed, for a per-customer code limit that a
 * second account at the same door cannot get round (docs/decisions/065). The ZIP keeps its first
 * five digits; the state is compared as typed, normalized.
 */
export function addressKey(address: Address): string {
  const zip = address.zip.replace(/\D/g, '').slice(0, 5);
  return [address.street, address.city, address.state].map(normalizeWords).concat(zip).join('|');
}

/** Who a per-customer limit counts: the account, and the door and card it uses. */
export interface CustomerIdentity {
  userId: string;
  addressKey: string | null;
  cardFingerprint: string | null;
}
