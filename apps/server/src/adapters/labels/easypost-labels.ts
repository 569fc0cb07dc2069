import { ServiceUnavailableError } from '../../errors/index.ts';
import {
  type BoughtLabel,
  DEFAULT_RETURN_PARCEL,
  type PostalAddress,
  type ReturnLabels,
} from './return-labels.ts';

export const EASYPOST_API = 'https://api.easypost.com/v2';

export interface EasyPostOptions {
  apiKey: string;
  /** EASYPOST_API unless a process test points it at a stand-in. */
  apiUrl?: string;
  /** Injected in tests; the global fetch (read at each call) otherwise. */
  fetch?: typeof fetch;
}

interface EasyPostRate {
  id: string;
  carrier: string;
  service: string;
  rate: string;
  currency: string;
}

interface EasyPostShipment {
  id: string;
  tracking_code: string | null;
  rates: EasyPostRate[];
  selected_rate: EasyPostRate | null;
  postage_label: { label_url: string } | null;
}

/** EasyPost could not make the label: the owner reads EasyPost's reason (a 503 in the envelope). */
export class LabelProviderError extends ServiceUnavailableError {
  constructor(
    message: string,
    readonly providerStatus: number | null,
  ) {
    super(message);
  }
}

const address = (place: PostalAddress) => ({
  name: place.name,
  street1: place.street,
  city: place.city,
  state: place.state,
  zip: place.zip,
  country: 'US',
});

/**
 * EasyPost's REST API with basic auth (the key as user name), no SDK for three calls. A return
 * shipment takes the addresses of the original shipment (to the customer, from the shop) and
 * `is_return: true`: EasyPost swaps them on the label, so the parcel goes from the customer to
 * the shop.
 */
export function createEasyPostLabels(options: EasyPostOptions): ReturnLabels {
  const authorization = `Basic ${Buffer.from(`${options.apiKey}:`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
    const doFetch = options.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await doFetch(`${options.apiUrl ?? EASYPOST_API}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(20_000),
      });
    } catch (error) {
      throw new LabelProviderError(
        `EasyPost did not answer (${(error as Error).message}). The return label was not bought; try again.`,
        null,
      );
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) throw providerError(response.status, text);
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new LabelProviderError(`EasyPost answered ${response.status} without JSON.`, null);
    }
  }

  return {
    provider: 'easypost',

    async prepare(request) {
      const parcel = { ...DEFAULT_RETURN_PARCEL };
      const shipment = await call<EasyPostShipment>('POST', '/shipments', {
        shipment: {
          is_return: true,
          reference: request.reference,
          // The original shipment's addresses; EasyPost swaps them for a return.
          to_address: address(request.from),
          from_address: address(request.to),
          parcel: {
            length: parcel.length,
            width: parcel.width,
            height: parcel.height,
            weight: request.weightOz ?? parcel.weightOz,
          },
        },
      });
      return { shipmentId: shipment.id };
    },

    async buy(shipmentId) {
      const path = `/shipments/${encodeURIComponent(shipmentId)}`;
      const shipment = await call<EasyPostShipment>('GET', path);
      // A retry after a purchase whose answer was lost: the label is already there.
      if (shipment.postage_label) return labelOf(shipment);
      const rate = lowest(shipment.rates);
      if (!rate) {
        throw new LabelProviderError(
          'EasyPost found no carrier rate for this return (check the addresses and the carrier accounts).',
          null,
        );
      }
      return labelOf(
        await call<EasyPostShipment>('POST', `${path}/buy`, { rate: { id: rate.id } }),
      );
    },
  };
}

/** The cheapest rate in US dollars. */
function lowest(rates: EasyPostRate[]) {
  return rates
    .filter((rate) => rate.currency === 'USD' && Number.isFinite(Number(rate.rate)))
    .sort((a, b) => Number(a.rate) - Number(b.rate))[0];
}

function labelOf(shipment: EasyPostShipment): BoughtLabel {
  const rate = shipment.selected_rate;
  if (!shipment.postage_label || !rate || !shipment.tracking_code) {
    throw new LabelProviderError('EasyPost answered a purchase without a label.', null);
  }
  return {
    carrier: rate.carrier,
    trackingNumber: shipment.tracking_code,
    labelUrl: shipment.postage_label.label_url,
    rateCents: Math.round(Number(rate.rate) * 100),
  };
}

/** EasyPost's error object ({ error: { code, message, errors } }) as one sentence. */
function providerError(status: number, text: string) {
  let detail = text.slice(0, 300);
  try {
    const { error } = JSON.parse(text) as {
      error?: { code?: string; message?: string; errors?: ({ message?: string } | string)[] };
    };
    if (error) {
      const fields = (error.errors ?? [])
        .map((item) => (typeof item === 'string' ? item : item.message))
        .filter(Boolean);
      detail = [`${error.code ?? 'ERROR'}: ${error.message ?? ''}`.trim(), ...fields].join('; ');
    }
  } catch {
    // not JSON: the text as it came
  }
  const hint =
    status === 401 || status === 403
      ? ' Check EASYPOST_API_KEY.'
      : status === 402
        ? ' Add funds or billing to the EasyPost account.'
        : status >= 500 || status === 429
          ? ' Try again in a few minutes.'
          : '';
  return new LabelProviderError(
    `EasyPost refused the return label (${status} ${detail}).${hint}`,
    status,
  );
}
