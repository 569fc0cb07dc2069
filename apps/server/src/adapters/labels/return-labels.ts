/** A postal address in the United States, as carriers want it. */
export interface PostalAddress {
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
}

/** Who sends a return back (the order's shipping address), and where to (the shop's returns). */
export interface ReturnLabelRequest {
  /** "#R1001": printed on the label's reference. */
  reference: string;
  from: PostalAddress;
  to: PostalAddress;
  /** The parcel's weight in ounces; DEFAULT_RETURN_PARCEL's otherwise. */
  weightOz?: number;
}

/** A bought prepaid label. */
export interface BoughtLabel {
  carrier: string;
  trackingNumber: string;
  labelUrl: string;
  /** What the shop paid for the postage, in cents. */
  rateCents: number;
}

/**
 * Shipping labels for returns (decision 074): the printable slip, or a carrier's label. A label is
 * bought in two steps so that a retry never buys twice: `prepare` makes a priced shipment (costs
 * nothing) whose id the caller stores on the return first; `buy` buys that shipment's lowest rate,
 * or answers the label already bought on it.
 */
export interface ReturnLabels {
  readonly provider: 'slip' | 'easypost';
  prepare(request: ReturnLabelRequest): Promise<{ shipmentId: string }>;
  buy(shipmentId: string): Promise<BoughtLabel>;
}

/** A box for a few filter cartridges or a faucet: 12 x 9 x 6 inches, 2 lb. */
export const DEFAULT_RETURN_PARCEL = { length: 12, width: 9, height: 6, weightOz: 32 };

const noLabel = async (): Promise<never> => {
  throw new Error('The printable slip buys no label.');
};

/** The local default: no carrier label, the customer prints the return slip page. */
export const slipLabels: ReturnLabels = { provider: 'slip', prepare: noLabel, buy: noLabel };

/**
 * The shop's return address as typed in settings or SHOP_RETURN_ADDRESS, read for a carrier:
 * "Name, street, city, ST 12345" (commas or new lines between the parts); null when it does not
 * read so (the default "<shop> Returns" does not).
 */
export function parseReturnAddress(text: string): PostalAddress | null {
  const parts = text
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 4) return null;
  const last = parts.at(-1) ?? '';
  const stateZip = /^([A-Za-z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(last);
  if (!stateZip) return null;
  const [name = '', ...rest] = parts.slice(0, -1);
  const city = rest.pop() ?? '';
  return {
    name,
    street: rest.join(', '),
    city,
    state: (stateZip[1] ?? '').toUpperCase(),
    zip: stateZip[2] ?? '',
  };
}
