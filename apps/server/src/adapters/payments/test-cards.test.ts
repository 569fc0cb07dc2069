import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, judgeTestCard, passesLuhn, testCardFingerprint } from './test-cards.ts';

const now = new Date('2025-06-15T12:00:00Z');
const card = (
  number: string,
  extra: Partial<{ expMonth: number; expYear: number; cvc: string }> = {},
) => judgeTestCard({ number, expMonth: 12, expYear: 2030, cvc: '123', ...extra }, now);

describe('judgeTestCard (Stripe test-card semantics)', () => {
  it('approves 4242 4242 4242 4242 and keeps only brand and last 4', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ approved: true, brand: 'visa', last4: '4242' });
    expect(card('5555555555554444')).toEqual({
      approved: true,
      brand: 'mastercard',
      last4: '4444',
    });
  });

  it("answers Stripe's sentences for the decline cards", () => {
    expect(card('4000 0000 0000 0002')).toEqual({
      approved: false,
      message: CARD_MESSAGES.declined,
    });
    expect(card('4000000000009995')).toEqual({
      approved: false,
      message: 'Your card has insufficient funds.',
    });
    expect(card('4000000000000069')).toMatchObject({ message: 'Your card has expired.' });
    expect(card('4000000000000127')).toMatchObject({
      message: "Your card's security code is incorrect.",
    });
  });

  it('refuses a past expiry, accepting the whole expiry month', () => {
    expect(card('4242424242424242', { expMonth: 5, expYear: 2025 })).toMatchObject({
      message: 'Your card has expired.',
    });
    expect(card('4242424242424242', { expMonth: 6, expYear: 25 })).toMatchObject({
      approved: true,
    });
  });

  it('refuses a bad CVC (3 digits, 4 for Amex)', () => {
    expect(card('4242424242424242', { cvc: '12' })).toMatchObject({
      message: "Your card's security code is incorrect.",
    });
    expect(card('378282246310005', { cvc: '123' })).toMatchObject({ approved: false });
    expect(card('378282246310005', { cvc: '1234' })).toMatchObject({
      approved: true,
      brand: 'amex',
    });
  });

  it('refuses numbers that fail Luhn or are not card numbers', () => {
    expect(card('4242424242424241')).toEqual({
      approved: false,
      message: 'Your card number is incorrect.',
    });
    expect(card('abcd')).toMatchObject({ message: CARD_MESSAGES.incorrectNumber });
    expect(passesLuhn('79927398713')).toBe(true);
  });
});

describe('testCardFingerprint', () => {
  it('is stable for one card number however it is typed, and differs between cards', () => {
    const fingerprint = testCardFingerprint('4242 4242 4242 4242');
    expect(fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(testCardFingerprint('4242-4242-4242-4242')).toBe(fingerprint);
    expect(testCardFingerprint('5555 5555 5555 4444')).not.toBe(fingerprint);
    expect(fingerprint).not.toContain('4242');
  });
});
