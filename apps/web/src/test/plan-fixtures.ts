import type {
  AdminSubscription,
  Subscription,
  SubscriptionQuote,
  TrackedProduct,
} from '@shop/contract';

const PART_ID = '3b1f7c7e-8d7a-4a57-9d0e-2f1d6c1a9e01';
const CARD_ID = '0c6a1d9e-5b7f-4e1a-8c3d-9f2b7a6e5d41';

export const planCard = {
  _id: CARD_ID,
  brand: 'visa',
  last4: '4242',
  expMonth: 4,
  expYear: 2030,
};

/** A GET /subscriptions/{id} answer for component tests; override what the test is about. */
export function aPlan(overrides: Partial<Subscription> = {}): Subscription {
  return {
    _id: '9a4e2b1c-7d3f-4e8a-b6c5-1f0e2d3c4b5a',
    status: 'active',
    trackedPartId: PART_ID,
    productId: 'p-sediment',
    quantity: 1,
    priceEach: 20,
    discountPercent: 10,
    nextChargeOn: '2027-03-01',
    paymentMethodId: CARD_ID,
    orders: [],
    placedOrders: [],
    productName: 'Sediment Cartridge',
    productImageUrl: '/img/sediment.png',
    systemName: 'Kitchen RO',
    partName: 'Sediment Cartridge',
    nextDueOn: '2027-03-08',
    nextAmount: 23.4,
    intervalMonths: 6,
    partIntervalMonths: 6,
    intervalChosen: false,
    pausedBy: null,
    nextBox: {
      planIds: ['plan-1'],
      goods: 23.4,
      discount: 2.34,
      shipping: 0,
      tax: 1.74,
      total: 22.8,
    },
    window: { from: '2027-02-06', to: '2027-04-22' },
    card: planCard,
    shippingAddress: { street: '12 Elm St', city: 'Austin', state: 'TX', zip: '78701' },
    pausedUntil: null,
    cancelReason: null,
    pending: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    events: [
      {
        at: '2026-11-20T10:00:00.000Z',
        kind: 'created',
        detail: 'Auto-replace turned on.',
        actor: { kind: 'customer', name: 'Dana Rivers' },
      },
    ],
    ...overrides,
  };
}

export function anAdminPlan(overrides: Partial<AdminSubscription> = {}): AdminSubscription {
  return {
    ...aPlan(),
    customer: {
      _id: '6f1c2a4e-3b5d-4c8e-9a7f-1d2e3f4a5b6c',
      name: 'Dana Rivers',
      email: 'dana@example.com',
      phoneNumber: null,
    },
    charges: [],
    ...overrides,
  };
}

export function aQuote(overrides: Partial<SubscriptionQuote> = {}): SubscriptionQuote {
  return {
    trackedPartId: PART_ID,
    productId: 'p-sediment',
    productName: 'Sediment Cartridge',
    productImageUrl: '/img/sediment.png',
    quantity: 1,
    priceEach: 20,
    discountPercent: 10,
    subtotal: 20,
    discount: 2,
    shipping: 4,
    tax: 1.4,
    firstChargeAmount: 23.4,
    firstChargeOn: '2027-03-01',
    firstShipmentOn: '2027-03-01',
    dueOn: '2027-03-08',
    leadDays: 7,
    card: planCard,
    shippingAddress: { street: '12 Elm St', city: 'Austin', state: 'TX', zip: '78701' },
    ...overrides,
  };
}

export const savedCard = { ...planCard, isDefault: true };

/** A tracked system with one part sold in the shop. */
export function aTrackedProduct(): TrackedProduct {
  return {
    _id: 't-1',
    orderItemId: null,
    customName: 'Kitchen RO',
    installationDate: '2026-09-01',
    systemProductNameSnapshot: 'Kitchen RO System',
    systemProductImageUrlSnapshot: '/img/ro.png',
    originalSystemProductId: null,
    contactMethod: 'email',
    warranty: { status: 'none', years: null, startedFrom: null, startsOn: null, endsOn: null },
    trackedSystemParts: [
      {
        _id: PART_ID,
        partProductId: 'p-sediment',
        partProductNameSnapshot: 'Sediment Cartridge',
        initialLifespanMonths: 6,
        installedAt: '2026-09-01',
        dueDate: '2027-03-08',
        snoozedUntil: null,
        life: { percentRemaining: 60, monthsRemaining: 3, label: '3 months left' },
        lifespanReason: null,
      },
    ],
  };
}
