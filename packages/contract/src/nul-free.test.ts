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
