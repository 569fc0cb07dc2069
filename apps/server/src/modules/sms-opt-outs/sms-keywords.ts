/** Twilio's default opt-out and opt-in keywords: a text that is only the word, in any case. */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
const START_WORDS = new Set(['START', 'YES', 'UNSTOP']);

export type SmsOptOutAction = 'stop' | 'start';

/**
 * What an inbound text does to the number's opt-out, as Twilio itself acts on it. Twilio's
 * `OptOutType` (Advanced Opt-Out, which may have keywords of the account's own) decides when
 * present; otherwise the body is matched against the default keywords. HELP and anything else:
 * nothing.
 */
export function smsOptOutAction(
  body: string | null,
  optOutType: string | null,
): SmsOptOutAction | null {
  const type = optOutType?.trim().toUpperCase();
  if (type) return type === 'STOP' ? 'stop' : type === 'START' ? 'start' : null;
  const word = (body ?? '').trim().toUpperCase();
  if (STOP_WORDS.has(word)) return 'stop';
  if (START_WORDS.has(word)) return 'start';
  return null;
}
