import type { AdminReturn } from '@shop/contract';

/** A return as the desk reads it (GET /admin/returns/{id}); override what the test is about. */
export function anAdminReturn(overrides: Partial<AdminReturn> = {}): AdminReturn {
  return {
    _id: 'ret-1',
    number: '#R1001',
    orderId: 'ord-1',
    orderNumber: '#1042',
    status: 'new',
    reason: 'wrong item',
    note: null,
    photoId: null,
    photoUrl: null,
    lines: [
      { _id: 'l1', productId: 'p1', name: 'Sediment', quantity: 1, price: 12, resellable: null },
    ],
    refundAmount: 12.99,
    exchange: null,
    message: null,
    returnAddress: 'ClearSpring Returns',
    label: { kind: 'slip', carrier: null, trackingNumber: null, labelUrl: null },
    orderSource: 'checkout',
    customer: { _id: 'u1', name: 'Alice Jones', email: 'alice@example.com' },
    createdAt: '2026-11-29T13:00:00.000Z',
    updatedAt: '2026-11-29T13:00:00.000Z',
    ...overrides,
  };
}
