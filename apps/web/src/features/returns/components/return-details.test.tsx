import type { Return } from '@shop/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { ReturnDetails } from './return-details.tsx';

const approved: Return = {
  _id: 'ret-1',
  number: '#R1001',
  orderId: 'ord-1',
  orderNumber: '#1042',
  status: 'approved',
  reason: 'no longer needed',
  note: null,
  photoId: null,
  photoUrl: null,
  lines: [
    { _id: 'l1', productId: 'p1', name: 'Test Kit', quantity: 1, price: 20, resellable: null },
  ],
  refundAmount: 21.65,
  exchange: null,
  message: null,
  returnAddress: 'ClearSpring Returns, 417 Montgomery Street, San Francisco, CA 94104',
  label: { kind: 'slip', carrier: null, trackingNumber: null, labelUrl: null },
  createdAt: '2026-11-29T13:00:00.000Z',
  updatedAt: '2026-11-29T13:00:00.000Z',
};

const show = (item: Return) => renderApp([{ path: '/', element: <ReturnDetails item={item} /> }]);

describe('issue 42: what an approved return asks the customer to print', () => {
  it('the printable slip when the shop has no carrier label', async () => {
    show(approved);
    expect(await screen.findByRole('link', { name: 'Print the return slip' })).toHaveAttribute(
      'href',
      '/returns/ret-1/slip',
    );
    expect(screen.queryByText(/prepaid/)).toBeNull();
  });

  it("EasyPost's prepaid label, with its tracking number, instead of the slip", async () => {
    const labelUrl = 'https://easypost-files.s3.us-west-2.amazonaws.com/files/postage_label/1.png';
    show({
      ...approved,
      label: { kind: 'label', carrier: 'USPS', trackingNumber: '9400100208303109430318', labelUrl },
    });
    const link = await screen.findByRole('link', { name: /Print the prepaid USPS label/ });
    expect(link).toHaveAttribute('href', labelUrl);
    expect(screen.getByText('Tracking number: 9400100208303109430318')).toBeInTheDocument();
    expect(screen.getByText(/The postage is paid/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Print the return slip' })).toBeNull();
  });

  it('an exchange for a dearer part says what the customer paid on top, and its refund', async () => {
    const exchange = { productId: 'p-big', name: 'Big cartridge', difference: 63.59 };
    const { unmount } = show({
      ...approved,
      refundAmount: undefined,
      exchange: { ...exchange, differenceRefunded: false },
    });
    expect(await screen.findByText('Big cartridge: you paid $63.59 more')).toBeInTheDocument();
    unmount();
    show({ ...approved, status: 'rejected', exchange: { ...exchange, differenceRefunded: true } });
    expect(
      await screen.findByText('Big cartridge: you paid $63.59 more, refunded'),
    ).toBeInTheDocument();
  });
});
