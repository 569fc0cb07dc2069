import { describe, expect, it } from 'vitest';
import { jsonStringMaxBytes, putInteger, putJsonString, putTenths } from './json-bytes.ts';

function written(put: (target: Buffer, at: number) => number) {
  const target = Buffer.alloc(256, 0x7c);
  const end = put(target, 3);
  return { text: target.subarray(3, end).toString('utf8'), untouchedAfter: target[end] === 0x7c };
}

describe('JSON written as bytes', () => {
  it.each([0, 7, 10, 99, 100, 1_795_643_162_405, 2 ** 53])('writes the integer %s', (value) => {
    expect(written((target, at) => putInteger(target, at, value))).toEqual({
      text: JSON.stringify(value),
      untouchedAfter: true,
    });
  });

  it.each([0, 0.04, 0.05, 0.3, 1, 12.25, 12.5, 1_234.56])(
    'writes %s ms rounded to tenths',
    (ms) => {
      const tenths = Math.round(ms * 10);
      expect(written((target, at) => putTenths(target, at, tenths)).text).toBe(
        JSON.stringify(tenths / 10),
      );
    },
  );

  it.each([
    '127.0.0.1',
    '::ffff:10.0.0.7',
    'quote " and back\\slash',
    'tab\tnew\nline\u0000',
    'Wasserenthärter – 水 – 🚰',
    'lone \ud800 surrogate',
  ])('writes %j as JSON.stringify does, within its bound', (text) => {
    const result = written((target, at) => putJsonString(target, at, text));
    expect(result).toEqual({ text: JSON.stringify(text), untouchedAfter: true });
    expect(Buffer.byteLength(result.text)).toBeLessThanOrEqual(jsonStringMaxBytes(text.length));
  });
});
