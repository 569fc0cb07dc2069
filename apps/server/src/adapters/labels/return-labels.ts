/** Who sends a return back, and where to (the shop's return address). */
export interface ReturnLabelRequest {
  /** "#R1001": printed on the label's reference. */
  reference: string;
  from: { name: string; street: string; city: string; state: string; zip: string };
  to: string;
}

/** A prepaid carrier label, or null: the customer prints the shop's return slip instead. */
export type ReturnLabelResult = {
  carrier: string;
  trackingNumber: string;
  labelUrl: string;
} | null;

/** Shipping labels for returns (decision 074): the printable slip, or a carrier's label. */
export interface ReturnLabels {
  readonly provider: 'slip' | 'easypost';
  create(request: ReturnLabelRequest): Promise<ReturnLabelResult>;
}

/** The local default: no carrier label, the customer prints the return slip page. */
export const slipLabels: ReturnLabels = {
  provider: 'slip',
  create: async () => null,
};
