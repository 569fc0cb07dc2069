import { adjustTds } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loadStateHardness } from './state-hardness.ts';

describe('GET /api/v1/waterquality/tds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const check = async (zip: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/waterquality/tds?${zip}` });
    return { status: response.statusCode, body: response.json() };
  };

  it("estimates 77429 (Cypress, Texas) from Texas's typical hardness", async () => {
    const { status, body } = await check('zip=77429');
    expect(status).toBe(200);
    // Texas 259 mg/L is in the "up to 300" band: floor(259 * 1.12) = 290, plus 77429 % 100 = 29.
    expect(body.data).toMatchObject({
      tdsValue: 319,
      rating: 'Fair',
      colour: 'amber',
      state: 'TX',
      stateName: 'Texas',
      hardness: { mgL: 259, classification: 'very hard' },
    });
    expect(body.data.note).toMatch(/^Typical for Texas/);
    expect(body.data.attribution).toMatch(/GeoNames.*CC BY 4\.0/);
  });

  it('keeps leading zeros of a ZIP (00501 is Holtsville, New York)', async () => {
    const { status, body } = await check('zip=00501');
    expect(status).toBe(200);
    const newYork = loadStateHardness().get('NY');
    expect(body.data.tdsValue).toBe(adjustTds(newYork?.hardnessMgL ?? -1, '00501'));
  });

  it.each(['zip=', 'zip=7742', 'zip=774299', 'zip=abcde', ''])('rejects %s with 400', async (q) => {
    const { status, body } = await check(q);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message: 'Enter a 5-digit US ZIP code.' });
  });

  it.each(['99999', '00901', '96910', '09001'])(
    'has no estimate for %s (unknown or territory)',
    async (zip) => {
      const { status, body } = await check(`zip=${zip}`);
      expect(status).toBe(404);
      expect(body).toMatchObject({ success: false, message: 'No estimate for this ZIP code.' });
    },
  );

  it('has a hardness row for every state and DC, and none for territories', () => {
    const states = loadStateHardness();
    expect(states.size).toBe(51);
    expect(states.has('PR')).toBe(false);
  });
});
