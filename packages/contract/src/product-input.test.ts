import { describe, expect, it } from 'vitest';
import { formatTags, ProductInputSchema, parseTags } from './product-input.ts';

const valid = {
  name: 'Sediment Pre-Filter',
  sku: 'SED-10',
  price: 19.99,
  stock: 12,
  category: 'residential',
  description: 'Catches sand and rust.',
};

const issuesOf = (input: object) => {
  const result = ProductInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('ProductInputSchema', () => {
  it('accepts the required fields and fills the defaults', () => {
    const product = ProductInputSchema.parse(valid);
    expect(product).toMatchObject({
      imageUrl: '',
      imageUrls: [],
      type: 'none',
      filterType: 'none',
      parts: [],
      important: null,
      quickReplaceMonths: null,
      additional: '',
    });
  });

  it.each([
    ['name', { name: '  ' }],
    ['sku', { sku: 'has space' }],
    ['price', { price: -1 }],
    ['price', { price: 1.234 }],
    ['price', { price: '9.99' }],
    ['stock', { stock: 1.5 }],
    ['stock', { stock: -1 }],
    ['category', { category: 'spaceship' }],
    ['description', { description: '' }],
    ['important', { important: 4 }],
    ['imageUrl', { imageUrl: 'javascript:alert(1)' }],
    ['additional', { additional: 'red"><script>' }],
  ])('refuses a bad %s', (field, change) => {
    expect(issuesOf({ ...valid, ...change })).toContain(field);
  });

  it('accepts prices with two decimals that binary floats cannot hold exactly', () => {
    expect(issuesOf({ ...valid, price: 0.29 })).toEqual([]);
    expect(issuesOf({ ...valid, price: 1234.56 })).toEqual([]);
  });

  it('keeps filter-only fields to filters', () => {
    const part = '3f0f8f6e-8b9f-4c51-9d55-0a4d3c1b2a10';
    expect(issuesOf({ ...valid, type: 'part', parts: [part] })).toContain('parts');
    expect(issuesOf({ ...valid, type: 'none', filterType: 'undersink' })).toContain('filterType');
    expect(issuesOf({ ...valid, type: 'filter', filterType: 'undersink', parts: [part] })).toEqual(
      [],
    );
  });

  it('keeps replacement months to parts, slow at least quick', () => {
    expect(issuesOf({ ...valid, quickReplaceMonths: 6 })).toContain('quickReplaceMonths');
    expect(
      issuesOf({ ...valid, type: 'part', quickReplaceMonths: 6, slowReplaceMonths: 3 }),
    ).toContain('slowReplaceMonths');
    expect(
      issuesOf({ ...valid, type: 'part', quickReplaceMonths: 6, slowReplaceMonths: 12 }),
    ).toEqual([]);
  });

  it('accepts shop paths and http(s) image URLs', () => {
    const imageUrls = ['/uploads/a.png', 'https://cdn.example.com/b.webp'];
    expect(issuesOf({ ...valid, imageUrl: '/images/products/x.svg', imageUrls })).toEqual([]);
  });
});

describe('tags', () => {
  it('parses tag1/tag2/tag3, dropping blanks and repeats', () => {
    expect(parseTags(' RO / under sink //ro/ ')).toEqual(['ro', 'under sink']);
    expect(parseTags('')).toEqual([]);
  });

  it('formats tags back into the form text', () => {
    expect(formatTags(['ro', 'under sink'])).toBe('ro/under sink');
  });
});
