const TRACKING_PAGES: Record<string, string> = {
  ups: 'https://www.ups.com/track?tracknum=',
  usps: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=',
  fedex: 'https://www.fedex.com/fedextrack/?trknbr=',
  dhl: 'https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=',
};

/** The carrier's tracking page for a shipment; null for a carrier we have no page for. */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const page = TRACKING_PAGES[carrier.replace(/[\s.]/g, '').toLowerCase()];
  return page ? `${page}${encodeURIComponent(trackingNumber)}` : null;
}
