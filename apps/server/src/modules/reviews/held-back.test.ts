import { describe, expect, it } from 'vitest';
import { heldBackReason } from './held-back.ts';

describe('a review held back for the owner', () => {
  it.each([
    ['Buy cheap at https://spam.example/deal', 'Contains a link.'],
    ['see www.filters-cheap.biz now', 'Contains a link.'],
    ['order at cheapfilters.com instead', 'Contains a link.'],
    ['write me: lina@example.com', 'Contains an e-mail address.'],
    ['lina@example.com or http://x.example', 'Contains an e-mail address and a link.'],
  ])('%s', (text, reason) => {
    expect(heldBackReason(text)).toBe(reason);
  });

  it.each([
    'Fitted in 10 minutes. The water tastes clean, 5 stars.',
    'Works with the 10" housing. Worth it... really.',
    'Changed the filter at 6 a.m. before work.',
  ])('passes %s', (text) => {
    expect(heldBackReason(text)).toBeNull();
  });
});
