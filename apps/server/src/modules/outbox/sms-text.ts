import anyAscii from 'any-ascii';
import { SegmentedMessage } from 'sms-segments-calculator';

/** The GSM 03.38 basic set and its extension table: an SMS of only these is sent as 7-bit. */
const GSM7 = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà^{}\\[~]|€',
);

/** Every SMS the shop sends fits two segments (306 GSM-7 characters, 134 UCS-2). */
export const SMS_MAX_SEGMENTS = 2;

export const smsSegments = (text: string) => new SegmentedMessage(text).segmentsCount;

export const isGsm7 = (text: string) => [...text].every((character) => GSM7.has(character));

/**
 * The text in the GSM-7 set: one character outside it would make the whole SMS UCS-2 (67 per
 * segment), so others are transliterated (full-width 'Ｋ' to 'K', '厨房' to 'ChuFang'), never
 * turned into '?'. Links are ASCII and pass unchanged.
 */
export function toGsm7(text: string): string {
  const keep = (character: string) =>
    GSM7.has(character) ? character : character === '`' ? "'" : /\s/.test(character) ? ' ' : '';
  return [...text.normalize('NFKC')]
    .map((character) =>
      GSM7.has(character) ? character : [...anyAscii(character)].map(keep).join(''),
    )
    .join('');
}

/** A name typed by a person, in GSM-7 and at most `max` characters. */
export function smsName(text: string, max: number): string {
  const safe = toGsm7(text).replace(/\s+/g, ' ').trim();
  return safe.length > max ? `${safe.slice(0, max - 3).trimEnd()}...` : safe;
}

/**
 * How long names may stay: a wording is given up for the next, shorter one before its names are
 * cut below 20 characters; the last wording, the floor, cuts them as far as it must.
 */
const NAME_LENGTHS = [Number.POSITIVE_INFINITY, 30, 20];
const FLOOR_NAME_LENGTHS = [...NAME_LENGTHS, 14, 10, 6];

/** A wording of one SMS; `name(text, max)` puts a name typed by a person (or the shop's) in it. */
export type SmsWording = (name: (text: string, max?: number) => string) => string;

/**
 * An SMS that fits two segments: the first of `wordings` (longest first) that fits, with the
 * names in it shortened as far as needed. Links and codes are never cut: the words around them
 * are. The floor is held under two segments, for the longest PUBLIC_URL and any SHOP_NAME the
 * config allows, by sms-length.test.ts.
 */
export function fitSms(wordings: SmsWording[]): string {
  let text = '';
  for (const [index, wording] of wordings.entries()) {
    const lengths = index === wordings.length - 1 ? FLOOR_NAME_LENGTHS : NAME_LENGTHS;
    for (const cap of lengths) {
      text = toGsm7(wording((name, max = cap) => smsName(name, Math.min(max, cap))));
      if (smsSegments(text) <= SMS_MAX_SEGMENTS) return text;
    }
  }
  return text;
}

/**
 * The last line of every SMS of a recurring programme (filter reminders, auto-replace notices):
 * US carriers' rules (CTIA) ask that such texts say how to stop them. Twilio acts on the reply
 * and refuses further texts to the number (messenger: `DeliveryRefusedError`).
 */
export const SMS_OPT_OUT = '\nReply STOP to opt out.';

/**
 * `fitSms` for a recurring programme's text, always ending with `SMS_OPT_OUT`: carriers ask it of
 * every text of a recurring programme. Each programme's floor wording carries few enough links
 * that it fits two segments for any PUBLIC_URL the config takes (sms-opt-out-line.test.ts).
 */
export function fitRecurringSms(wordings: SmsWording[]): string {
  return fitSms(wordings.map((wording) => (name) => `${wording(name)}${SMS_OPT_OUT}`));
}
