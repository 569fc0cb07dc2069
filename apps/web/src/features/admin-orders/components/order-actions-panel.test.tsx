import type { AdminOrder, StaffRole } from '@shop/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectBusyKeepingFocus, holdFetch } from '../../../test/held-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { aUser } from '../../../test/user-fixtures.ts';
import { OrderActionsPanel } from './order-actions-panel.tsx';

const ORDER_ID = '0b9d3c1e-2f4a-4b5c-8d6e-7f8091a2b3c4';
const order: AdminOrder = {
  _id: ORDER_ID,
  reference: '#1001',
  customer: { _id: 'u1', name: 'Carla Reyes', email: 'carla@example.com', phoneNumber: null },
  status: 'Pending',
  totalPrice: 31.6,
  itemCount: 1,
  createdAt: '2026-11-02T09:00:00.000Z',
  isTest: true,
  source: 'checkout',
  planIds: [],
  shippingAddress: { street: '1 Main St', city: 'Cypress', state: 'TX', zip: '77433' },
  lines: [
    {
      _id: 'l1',
      product: 'p1',
      name: 'Test Kit',
      imageUrl: '/images/kit.png',
      quantity: 1,
      price: 20,
      type: 'none',
      isInstalled: false,
      sku: 'TK-1',
      restocked: 0,
    },
  ],
  subtotal: 20,
  discount: 0,
  shipping: 9.95,
  tax: 1.65,
  payment: { provider: 'test', intentId: null, captured: 31.6, refunded: 0 },
  timeline: [],
};

/**
 * A signed-in staff member of `staffRole`; every order action answers the order as it stands,
 * and `hold` waits until released.
 */
function serveOrderActions(action: string, staffRole: StaffRole = 'owner') {
  localStorage.setItem('token', 'a-token');
  return holdFetch(`POST /api/v1/admin/orders/${ORDER_ID}/${action}`, (_method, url) => ({
    body: {
      success: true,
      data: url.pathname === '/api/v1/users/me' ? aUser({ role: 'admin', staffRole }) : order,
    },
  }));
}

// jsdom has <dialog> without its modal methods; these do what the browser's do to `open`.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const renderPanel = () =>
  renderApp(
    [{ path: '/admin/orders/:id', element: <OrderActionsPanel order={order} /> }],
    `/admin/orders/${ORDER_ID}`,
  );

describe("an order's actions while one is being answered", () => {
  it('Ship order keeps the focus of whoever pressed it, and a second press ships nothing', async () => {
    const server = serveOrderActions('ship');
    renderPanel();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Tracking number'), '1Z999');
    const ship = screen.getByRole('button', { name: 'Ship order' });
    await user.click(ship);
    await expectBusyKeepingFocus(ship);
    await user.click(ship);
    await user.keyboard('{Enter}');
    expect(server.sent()).toBe(1);
    server.release();
    await vi.waitFor(() => expect(ship).not.toHaveAttribute('aria-busy'));
    expect(ship).toHaveFocus();
  });

  it('Refund, Mark as Delivered and Cancel order stay focusable and ask nothing meanwhile', async () => {
    const server = serveOrderActions('deliver');
    renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark as Delivered' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark as delivered?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    const deliver = screen.getByRole('button', { name: 'Mark as Delivered' });
    deliver.focus();
    await expectBusyKeepingFocus(deliver);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Cancellation reason'), 'Asked by phone');
    const cancel = screen.getByRole('button', { name: 'Cancel order' });
    cancel.focus();
    await expectBusyKeepingFocus(cancel);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Amount/), '5');
    await user.type(screen.getByLabelText('Reason'), 'Late');
    const refund = screen.getByRole('button', { name: 'Refund' });
    refund.focus();
    await expectBusyKeepingFocus(refund);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.sent()).toBe(1);
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    server.release();
  });
});

describe("an order's actions are those the staff member's role may take", () => {
  it('a packer ships and delivers, and sees neither Cancel order nor Refund', async () => {
    serveOrderActions('ship', 'fulfilment');
    renderPanel();
    expect(await screen.findByRole('button', { name: 'Ship order' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark as Delivered' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Refund' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('support cancels and refunds, and does not ship', async () => {
    serveOrderActions('cancel', 'support');
    renderPanel();
    expect(await screen.findByRole('button', { name: 'Refund' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ship order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as Delivered' })).not.toBeInTheDocument();
  });
});
