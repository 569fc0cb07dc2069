/**
 * EasyPost API answers as EasyPost sends them (shapes from docs.easypost.com: Shipment, Rate,
 * PostageLabel, the error object; trimmed to the fields we and a reader need), replayed through a
 * fake fetch: the adapter tests never touch the network.
 */
const customer = {
  id: 'adr_0c1f6a3e9b8d11efb2f5ac1f6bd2d0a1',
  object: 'Address',
  name: 'Alice Customer',
  street1: '12 Main St',
  street2: null,
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  country: 'US',
};

const shop = {
  id: 'adr_0c20e1b49b8d11efb2f6ac1f6bd2d0a1',
  object: 'Address',
  name: 'ClearSpring Returns',
  street1: '417 Montgomery Street',
  street2: null,
  city: 'San Francisco',
  state: 'CA',
  zip: '94104',
  country: 'US',
};

const rate = (id: string, carrier: string, service: string, amount: string) => ({
  id,
  object: 'Rate',
  mode: 'test',
  service,
  carrier,
  rate: amount,
  currency: 'USD',
  retail_rate: null,
  list_rate: amount,
  delivery_days: 3,
  shipment_id: 'shp_5e2b8c7d4a1f4e0b9c3d2a1b0f9e8d7c',
  carrier_account_id: 'ca_7642d249fdcf47bcb5da9ea34c96dfcf',
});

export const RECORDED_RATES = [
  rate('rate_9f1c3b2a7d6e4f5a8b0c1d2e3f4a5b6c', 'USPS', 'Priority', '9.55'),
  rate('rate_1a2b3c4d5e6f4a7b8c9d0e1f2a3b4c5d', 'USPS', 'GroundAdvantage', '6.07'),
  rate('rate_7e8f9a0b1c2d4e3f8a9b0c1d2e3f4a5b', 'UPS', 'Ground', '11.62'),
];

/** POST /v2/shipments with is_return: priced, not bought. */
export const RECORDED_RETURN_SHIPMENT = {
  id: 'shp_5e2b8c7d4a1f4e0b9c3d2a1b0f9e8d7c',
  object: 'Shipment',
  mode: 'test',
  reference: '#R1001',
  is_return: true,
  status: 'unknown',
  to_address: customer,
  from_address: shop,
  return_address: shop,
  buyer_address: customer,
  parcel: {
    id: 'prcl_3c1d2e4f5a6b4c7d8e9f0a1b2c3d4e5f',
    object: 'Parcel',
    length: 12,
    width: 9,
    height: 6,
    weight: 32,
  },
  rates: RECORDED_RATES,
  selected_rate: null,
  postage_label: null,
  tracking_code: null,
  messages: [],
  created_at: '2026-11-29T13:40:00Z',
  updated_at: '2026-11-29T13:40:00Z',
};

/** POST /v2/shipments/:id/buy with the lowest rate. */
export const RECORDED_BOUGHT_SHIPMENT = {
  ...RECORDED_RETURN_SHIPMENT,
  status: 'unknown',
  selected_rate: RECORDED_RATES[1],
  tracking_code: '9400100208303109430318',
  postage_label: {
    id: 'pl_8a0c9e2b1d3f4a5b6c7d8e9f0a1b2c3d',
    object: 'PostageLabel',
    label_date: '2026-11-29T13:40:02Z',
    label_file_type: 'image/png',
    label_resolution: 300,
    label_size: '4x6',
    label_url:
      'https://easypost-files.s3.us-west-2.amazonaws.com/files/postage_label/20261129/e8a5c7d3f1b24e6c9a0b1c2d3e4f5a6b.png',
    label_pdf_url: null,
  },
  tracker: {
    id: 'trk_4b5c6d7e8f9a4b0c1d2e3f4a5b6c7d8e',
    object: 'Tracker',
    tracking_code: '9400100208303109430318',
    status: 'pre_transit',
    carrier: 'USPS',
  },
};

/** A 422 from POST /v2/shipments: the customer's address is not one. */
export const RECORDED_INVALID_ADDRESS = {
  error: {
    code: 'ADDRESS.VERIFY.FAILURE',
    message: 'Unable to verify address.',
    errors: [{ field: 'street1', message: 'House number is missing', suggestion: null }],
  },
};

export const RECORDED_UNAUTHORIZED = {
  error: {
    code: 'APIKEY.INACTIVE',
    message:
      'This api key is no longer active. Please use a different api key or reactivate this key.',
    errors: [],
  },
};

export const RECORDED_SERVER_ERROR = {
  error: {
    code: 'INTERNAL_SERVER_ERROR',
    message: 'We seem to be having some technical difficulties. Please try again later.',
    errors: [],
  },
};
