/**
 * A guess of a secret's randomness, in bits: the Shannon entropy of its characters times the
 * number of them a compressor could not replace by a repeat of what came before (LZ77's
 * literals). 32 × 'a' scores 0, 'abab…' and 'changemechangeme…' about 20, while 32 random hex
 * digits (128 real bits) score about 117 and `openssl rand -base64 48` about 340. Patterns of
 * many different characters that never repeat still pass: this catches placeholders and
 * repetition, not every weak phrase.
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
  return bitsPerCharacter * literalCount(characters);
}

/** A repeat this long or longer costs a compressor less than its characters would. */
const MIN_REPEAT = 4;

/** The characters left once every run that repeats earlier text (overlaps allowed) is skipped. */
function literalCount(characters: string[]): number {
  let literals = 0;
  let at = 0;
  while (at < characters.length) {
    const repeat = longestRepeatAt(characters, at);
    if (repeat >= MIN_REPEAT) {
      at += repeat;
    } else {
      literals += 1;
      at += 1;
    }
  }
  return literals;
}

function longestRepeatAt(characters: string[], at: number): number {
  let longest = 0;
  for (let from = 0; from < at; from += 1) {
    let length = 0;
    while (at + length < characters.length && characters[from + length] === characters[at + length])
      length += 1;
    longest = Math.max(longest, length);
  }
  return longest;
}

/**
 * What a secret must score: 32 random hex digits (128 real bits) scored 79 at the worst of
 * 500,000, a repeated word scores under 30.
 */
export const MIN_SECRET_ENTROPY_BITS = 64;
