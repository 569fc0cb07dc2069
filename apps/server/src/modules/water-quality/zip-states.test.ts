import { describe, expect, it } from 'vitest';
import { stateOfZip } from './water-quality.service.ts';

describe('stateOfZip (compact ZIP table)', () => {
  it('answers the state of known ZIPs, including leading zeros and border ZIPs', () => {
    expect(stateOfZip('10001')).toBe('NY');
    expect(stateOfZip('00501')).toBe('NY');
    expect(stateOfZip('90210')).toBe('CA');
    expect(stateOfZip('03804')).toBe('ME');
    expect(stateOfZip('99950')).toBe('AK');
  });

  it('answers null for unknown or malformed ZIPs', () => {
    for (const zip of ['00000', '99999', '1234', '123456', 'abcde', ' 10001', '']) {
      expect(stateOfZip(zip)).toBeNull();
    }
  });
});
