import type { ProductCard } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Real shoppers' queries against the demo catalogue, and what must come first. */
const QUERIES: { q: string; top: string[] }[] = [
  {
    q: 'ro membrane',
    top: ['50 GPD Reverse Osmosis Membrane', '75 GPD Reverse Osmosis Membrane', 'Commercial RO'],
  },
  { q: 'RO', top: ['Reverse Osmosis'] },
  { q: 'reverse osmosis system', top: ['PureFlow 5-Stage Reverse Osmosis System'] },
  { q: 'ro system', top: ['Reverse Osmosis System', 'RO System'] },
  { q: 'uv lamp', top: ['UV Replacement Lamp (12 GPM)', 'Commercial UV Lamp (24 GPM)'] },
  { q: 'ultraviolet lamp', top: ['UV Replacement Lamp (12 GPM)', 'Commercial UV Lamp (24 GPM)'] },
  { q: 'uv sleeve', top: ['UV Quartz Sleeve'] },
  { q: 'gac', top: ['Granular Activated Carbon Cartridge'] },
  { q: 'gac cartridge', top: ['Granular Activated Carbon Cartridge'] },
  { q: 'under sink filter', top: ['ClearTap Dual-Stage Under-Sink Filter'] },
  { q: 'undersink filter', top: ['ClearTap Dual-Stage Under-Sink Filter'] },
  { q: 'whole house filter', top: ['Whole-House'] },
  { q: 'whole-house', top: ['Whole-House'] },
  { q: 'tds meter', top: ['Digital TDS Meter'] },
  { q: 'total dissolved solids', top: ['Digital TDS Meter'] },
  { q: 'water softener', top: ['SoftFlow 48,000-Grain Water Softener'] },
  { q: 'softner', top: ['SoftFlow 48,000-Grain Water Softener'] },
  { q: 'sedement cartridge', top: ['Sediment'] },
  { q: 'lead test', top: ['Lead-in-Water Test Kit (2 tests)'] },
  { q: 'coliform', top: ['Coliform Bacteria Test (2-pack)'] },
  { q: 'hardness strips', top: ['Water Hardness Test Strips (50 ct)'] },
  { q: 'chloramine filter', top: ['Chloramine'] },
];

describe('search relevance on the demo catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const search = async (q: string) => {
    const url = `/api/v1/products?q=${encodeURIComponent(q)}&limit=20`;
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    return response.json().data.map((card: ProductCard) => card.name) as string[];
  };

  it('hardening 12: the trade abbreviations and synonyms find and rank the right products', async () => {
    const misses: string[] = [];
    for (const { q, top } of QUERIES) {
      const names = await search(q);
      // Each expected name (or fragment) is among the first results, as many as are expected.
      const first = names.slice(0, Math.max(top.length, 1));
      for (const expected of top) {
        if (!first.some((name) => name.includes(expected))) {
          misses.push(`${q}: wanted ${expected} in [${first.join(' | ')}]`);
        }
      }
    }
    expect(misses).toEqual([]);
  });
});
