/**
 * A guess of a secret's randomness: its length times the Shannon entropy of its characters.
 * 32 × 'a' scores 0 and 'abab…' 32, while 32 random hex digits (128 real bits) score about 117
 * and `openssl rand -base64 48` about 340. Patterns of many different characters still pass:
 * this catches the placeholder and the repetition, not every weak phrase.
 */
export function estimatedEntropyBits(secret: string): number {
  const characters = [...secret];
  const counts = new Map<string, number>();
  for (const character of characters) counts.set(character, (counts.get(character) ?? 0) + 1);
  let bitsPerCharacter = 0;
  for (const count of counts.values()) {
    const share = count / characters.length;
    bitsPerCharacter -= share * Math.log2(share);
  }
  return bitsPerCharacter * characters.length;
}

/** What a signing secret must score: 32 random hex digits scored 84 at the worst of 200,000. */
export const MIN_SECRET_ENTROPY_BITS = 80;
