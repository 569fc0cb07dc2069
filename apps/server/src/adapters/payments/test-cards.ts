import { createHash } from 'node:crypto';
import type { CardInput } from '@shop/contract';
import type { TestCardKind } from '../../db/schema/index.ts';

/** Stripe's decline sentences, word for word, so both processors read the same to shoppers. */
export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  incorrectNumber: 'Your card number is incorrect.',
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
} as const;

/** Stripe test numbers with a fixed outcome; any other Luhn-valid number succeeds. */
const SPECIAL_NUMBERS: Record<string, string> = {
  '4000000000000002': CARD_MESSAGES.declined,
  '4000000000009995': CARD_MESSAGES.insufficientFunds,
  '4000000000000069': CARD_MESSAGES.expired,
  '4000000000000127': CARD_MESSAGES.incorrectCvc,
  '4000000000000119': CARD_MESSAGES.processingError,
};

export type CardVerdict =
  | { approved: true; brand: string; last4: string }
  | { approved: false; message: string };

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65)/.test(digits)) return 'discover';
  return 'unknown';
}

/** The card is valid through the last day of its expiry month. */
function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = expYear < 100 ? 2000 + expYear : expYear;
  const firstDayAfter = Date.UTC(year, expMonth, 1);
  return now.getTime() >= firstDayAfter;
}

/** The number, expiry and CVC checks every card passes before its number means anything. */
function judgeCardFields(card: CardInput, now: Date): CardVerdict & { digits?: string } {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    return { approved: false, message: CARD_MESSAGES.incorrectNumber };
  }
  if (isExpired(card.expMonth, card.expYear, now)) {
    return { approved: false, message: CARD_MESSAGES.expired };
  }
  const brand = cardBrand(digits);
  const cvcDigits = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcDigits}}$`).test(card.cvc.trim())) {
    return { approved: false, message: CARD_MESSAGES.incorrectCvc };
  }
  return { approved: true, brand, last4: digits.slice(-4), digits };
}

/** Judges a card the way Stripe's test mode does. Pure: the caller stores nothing of it. */
export function judgeTestCard(card: CardInput, now: Date = new Date()): CardVerdict {
  const fields = judgeCardFields(card, now);
  if (!fields.approved) return fields;
  const special = SPECIAL_NUMBERS[fields.digits ?? ''];
  if (special) return { approved: false, message: special };
  return { approved: true, brand: fields.brand, last4: fields.last4 };
}

/** Stripe's test cards that save but fail later, off session, each in its own way. */
const SAVED_CARD_KINDS: Record<string, TestCardKind> = {
  '4000000000000341': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000002760003184': 'requires_authentication',
};

export type SaveCardVerdict =
  | { approved: true; brand: string; last4: string; kind: TestCardKind }
  | { approved: false; message: string };

/**
 * Judges a card being saved for later charges: 0341, 9995 and 3184 save (their charges fail
 * later), any other number is judged as at checkout and saves when it would pay.
 */
export function judgeCardToSave(card: CardInput, now: Date = new Date()): SaveCardVerdict {
  const fields = judgeCardFields(card, now);
  if (!fields.approved) return fields;
  const kind = SAVED_CARD_KINDS[fields.digits ?? ''];
  if (kind) return { approved: true, brand: fields.brand, last4: fields.last4, kind };
  const verdict = judgeTestCard(card, now);
  return verdict.approved ? { ...verdict, kind: 'succeeds' } : verdict;
}

/**
 * A card's stable fingerprint, like Stripe's `card.fingerprint`: the same number gives the same
 * 16 characters in every account, and the number cannot be read back from it.
 */
export function testCardFingerprint(number: string): string {
  const digits = number.replace(/\D/g, '');
  return createHash('sha256').update(`clearspring-test-card:${digits}`).digest('hex').slice(0, 16);
}
