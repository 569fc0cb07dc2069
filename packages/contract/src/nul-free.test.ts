import { describe, expect, it } from 'vitest';
import { findNulField } from './nul-free.ts';

describe('findNulField', () => {
  it('names the first text field holding U+0000, however deep', () => {
    expect(findNulField({ name: 'Ann', address: { street: '1 Main\u0000' } })).toBe(
      'address.street',
    );
    expect(findNulField({ items: [{ id: 'a' }, { id: '\u0000' }] })).toBe('items.1.id');
    expect(findNulField({ name: 'Ann', quantity: 2, tags: ['ro'] })).toBeNull();
    expect(findNulField(new Uint8Array([0]))).toBeNull();
  });
});

describe('findNulField at any depth', () => {
  it('hardening 30.2: walks 100,000 nested arrays without a stack overflow, in linear time', () => {
    let deep: unknown = ['x\u0000'];
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findNulField({ a: deep })).toBe(`a${'.0'.repeat(100_001)}`);
    const started = Date.now();
    expect(findNulField({ a: Array.from({ length: 10_000 }, () => [[['ok']]]) })).toBeNull();
    expect(Date.now() - started).toBeLessThan(200);
  });
});
