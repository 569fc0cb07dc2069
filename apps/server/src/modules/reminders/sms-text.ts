/** The GSM 03.38 basic character set: an SMS of only these is sent as 7-bit, 160 per segment. */
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);

/** Two concatenated GSM-7 segments (153 characters each once a message is split). */
export const SMS_MAX_CHARACTERS = 306;

/**
 * One character outside the set would turn the whole SMS into UCS-2 (70 per segment), so
 * customer-typed names are reduced to it and shortened to `max` characters.
 */
export function smsSafe(text: string, max: number): string {
  const safe = [...text.normalize('NFC').replace(/\s+/g, ' ').trim()]
    .map((character) => (GSM7_BASIC.has(character) ? character : '?'))
    .join('');
  return safe.length > max ? `${safe.slice(0, max - 3)}...` : safe;
}

export const isGsm7 = (text: string) => [...text].every((character) => GSM7_BASIC.has(character));
