import type { Return, ReturnOptions } from '@shop/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { ReturnDetails } from './return-details.tsx';
import { ReturnForm } from './return-form.tsx';

const PLAN = { _id: 'plan-1', systemName: 'Kitchen sink', productName: 'Sediment cartridge' };
const OFFER =
  "This box came from your auto-replace plan for Kitchen sink. If the part is wrong for your system, change the plan's part so the next box is right.";

const wrongPart: Return = {
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
    {
      _id: 'l1',
      productId: 'p1',
      name: 'Sediment cartridge',
      quantity: 1,
      price: 12,
      resellable: null,
    },
  ],
  refundAmount: 12.99,
  exchange: null,
  message: null,
  returnAddress: 'ClearSpring Returns, 417 Montgomery Street, San Francisco, CA 94104',
  label: { kind: 'slip', carrier: null, trackingNumber: null, labelUrl: null },
  orderSource: 'auto_replace',
  plans: [PLAN],
  createdAt: '2026-11-29T13:00:00.000Z',
  updatedAt: '2026-11-29T13:00:00.000Z',
};

const options: ReturnOptions = {
  returnBy: '2026-12-29T13:00:00.000Z',
  closedReason: null,
  lines: [
    { productId: 'p1', name: 'Sediment cartridge', returnable: 1, notReturnableOnceOpened: true },
  ],
  exchangeOptions: [],
  plans: [PLAN],
};

const swapLink = () =>
  screen.queryByRole('link', { name: "Change the plan's part for Kitchen sink" });

describe("issue 42: a wrong part from an auto-replace box offers the plan's product swap", () => {
  it("the return's page says where the box came from and links the plan's swap", async () => {
    renderApp([{ path: '/', element: <ReturnDetails item={wrongPart} /> }]);
    const offer = await screen.findByRole('region', { name: 'Your auto-replace plan' });
    expect(offer).toHaveTextContent(OFFER);
    expect(swapLink()).toHaveAttribute('href', '/account/auto-replace/plan-1?change=product');
  });

  it('a box of two plans links each, naming what it ships now', async () => {
    const carbon = { _id: 'plan-2', systemName: 'Kitchen sink', productName: 'Carbon block' };
    renderApp([
      { path: '/', element: <ReturnDetails item={{ ...wrongPart, plans: [PLAN, carbon] }} /> },
    ]);
    expect(
      await screen.findByRole('link', {
        name: "Change the plan's part for Kitchen sink (now Carbon block)",
      }),
    ).toHaveAttribute('href', '/account/auto-replace/plan-2?change=product');
    expect(
      screen.getByRole('link', {
        name: "Change the plan's part for Kitchen sink (now Sediment cartridge)",
      }),
    ).toHaveAttribute('href', '/account/auto-replace/plan-1?change=product');
  });

  it('no offer for another reason, a checkout order or a cancelled plan (none answered)', async () => {
    const { unmount } = renderApp([
      { path: '/', element: <ReturnDetails item={{ ...wrongPart, reason: 'damaged' }} /> },
    ]);
    await screen.findByRole('heading', { name: 'Return #R1001' });
    expect(swapLink()).toBeNull();
    unmount();
    renderApp([
      {
        path: '/',
        element: <ReturnDetails item={{ ...wrongPart, orderSource: 'checkout', plans: [] }} />,
      },
    ]);
    await screen.findByRole('heading', { name: 'Return #R1001' });
    expect(swapLink()).toBeNull();
  });

  it('the return form offers it once "I received the wrong item" is chosen', async () => {
    renderApp([{ path: '/', element: <ReturnForm orderId="ord-1" options={options} /> }]);
    const user = userEvent.setup();
    const reason = await screen.findByRole('combobox', { name: 'Why are you returning it?' });
    expect(swapLink()).toBeNull();
    await user.selectOptions(reason, 'I received the wrong item');
    expect(screen.getByRole('region', { name: 'Your auto-replace plan' })).toHaveTextContent(OFFER);
    expect(swapLink()).toHaveAttribute('href', '/account/auto-replace/plan-1?change=product');
    await user.selectOptions(reason, 'It arrived damaged');
    expect(swapLink()).toBeNull();
  });
});
