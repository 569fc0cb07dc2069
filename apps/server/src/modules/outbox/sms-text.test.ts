import { describe, expect, it } from 'vitest';
import { fitRecurringSms, SMS_MAX_SEGMENTS, smsSegments } from './sms-text.ts';

const link = (host: string, code: string) => `https://${host}/r/${code}`;

describe('fitRecurringSms', () => {
  it('ends a reminder or plan notice with how to stop the texts', () => {
    const text = fitRecurringSms([
      (name) =>
        `${name('ClearSpring', 20)}: ${name('Sediment filter')} is due.\n${link('shop.example', 'a1')}`,
    ]);
    expect(text).toBe(
      'ClearSpring: Sediment filter is due.\nhttps://shop.example/r/a1\nReply STOP to opt out.',
    );
  });

  it('keeps the line whatever the links leave: the names and words give way', () => {
    // Three links of 90 characters and the names fill 305 of two segments' 306.
    const host = 'x'.repeat(78);
    const text = fitRecurringSms([
      (name) =>
        `${name('ClearSpring Water', 20)}: ${name('Kitchen sink')}\n${link(host, 'a')}\n${link(host, 'b')}`,
    ]);
    expect(smsSegments(text)).toBeLessThanOrEqual(SMS_MAX_SEGMENTS);
    expect(text.endsWith('\nReply STOP to opt out.')).toBe(true);
  });
});
