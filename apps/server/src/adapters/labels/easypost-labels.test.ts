import { describe, expect, it } from 'vitest';
import {
  RECORDED_BOUGHT_SHIPMENT,
  RECORDED_INVALID_ADDRESS,
  RECORDED_RETURN_SHIPMENT,
  RECORDED_SERVER_ERROR,
  RECORDED_UNAUTHORIZED,
} from './easypost.recordings.ts';
import { replayEasyPost as replay } from './easypost-replay.ts';
import { parseReturnAddress } from './return-labels.ts';

const request = {
  reference: '#R1001',
  from: {
    name: 'Alice Customer',
    street: '12 Main St',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
  },
  to: {
    name: 'ClearSpring Returns',
    street: '417 Montgomery Street',
    city: 'San Francisco',
    state: 'CA',
    zip: '94104',
  },
};
const shipmentId = RECORDED_RETURN_SHIPMENT.id;

describe('EasyPost return labels (recorded API responses)', () => {
  it('creates a return shipment with basic auth, is_return and the original addresses', async () => {
    const { labels, sent } = replay([{ status: 201, body: RECORDED_RETURN_SHIPMENT }]);
    expect(await labels.prepare(request)).toEqual({ shipmentId });
    const [call] = sent;
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe('https://api.easypost.com/v2/shipments');
    const user = Buffer.from(
      (call?.headers.authorization ?? '').replace(/^Basic /, ''),
      'base64',
    ).toString();
    expect(user).toBe('EZTKrecorded0001:');
    const { shipment } = JSON.parse(call?.body ?? '{}');
    expect(shipment.is_return).toBe(true);
    expect(shipment.reference).toBe('#R1001');
    // The original shipment's direction: EasyPost swaps the two for a return.
    expect(shipment.to_address).toEqual({
      name: 'Alice Customer',
      street1: '12 Main St',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      country: 'US',
    });
    expect(shipment.from_address).toMatchObject({ street1: '417 Montgomery Street', zip: '94104' });
    expect(shipment.parcel).toEqual({ length: 12, width: 9, height: 6, weight: 32 });
  });

  it('buys the lowest rate and answers carrier, tracking number, label and price', async () => {
    const { labels, sent } = replay([
      { status: 200, body: RECORDED_RETURN_SHIPMENT },
      { status: 200, body: RECORDED_BOUGHT_SHIPMENT },
    ]);
    expect(await labels.buy(shipmentId)).toEqual({
      carrier: 'USPS',
      trackingNumber: '9400100208303109430318',
      labelUrl: RECORDED_BOUGHT_SHIPMENT.postage_label.label_url,
      rateCents: 607,
    });
    expect(sent.map((call) => `${call.method} ${call.url}`)).toEqual([
      `GET https://api.easypost.com/v2/shipments/${shipmentId}`,
      `POST https://api.easypost.com/v2/shipments/${shipmentId}/buy`,
    ]);
    expect(JSON.parse(sent[1]?.body ?? '{}')).toEqual({
      rate: { id: 'rate_1a2b3c4d5e6f4a7b8c9d0e1f2a3b4c5d' },
    });
  });

  it('buys nothing again for a shipment already bought: a retry reads its label', async () => {
    const { labels, sent } = replay([{ status: 200, body: RECORDED_BOUGHT_SHIPMENT }]);
    expect((await labels.buy(shipmentId)).trackingNumber).toBe('9400100208303109430318');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('GET');
  });

  it("turns EasyPost's 4xx and 5xx into a 503 saying why", async () => {
    const invalid = replay([{ status: 422, body: RECORDED_INVALID_ADDRESS }]);
    await expect(invalid.labels.prepare(request)).rejects.toMatchObject({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      providerStatus: 422,
      message:
        'EasyPost refused the return label (422 ADDRESS.VERIFY.FAILURE: Unable to verify address.; House number is missing).',
    });
    const unauthorized = replay([{ status: 401, body: RECORDED_UNAUTHORIZED }]);
    await expect(unauthorized.labels.prepare(request)).rejects.toThrow(
      /401.*Check EASYPOST_API_KEY/,
    );
    const down = replay([
      { status: 200, body: RECORDED_RETURN_SHIPMENT },
      { status: 500, body: RECORDED_SERVER_ERROR },
    ]);
    await expect(down.labels.buy(shipmentId)).rejects.toThrow(/500.*Try again in a few minutes/);
  });

  it('refuses a shipment without rates', async () => {
    const { labels } = replay([{ status: 200, body: { ...RECORDED_RETURN_SHIPMENT, rates: [] } }]);
    await expect(labels.buy(shipmentId)).rejects.toThrow(/no carrier rate/);
  });
});

describe('the return address for a carrier', () => {
  it('reads "Name, street, city, ST zip" and refuses a bare name', () => {
    expect(
      parseReturnAddress(
        'ClearSpring Returns, 417 Montgomery Street, Suite 5, San Francisco, ca 94104',
      ),
    ).toEqual({
      name: 'ClearSpring Returns',
      street: '417 Montgomery Street, Suite 5',
      city: 'San Francisco',
      state: 'CA',
      zip: '94104',
    });
    expect(parseReturnAddress('ClearSpring Returns\n1 Elm St\nAustin\nTX 78701-1234')?.zip).toBe(
      '78701-1234',
    );
    expect(parseReturnAddress('ClearSpring Returns')).toBeNull();
  });
});
