import type { Order } from '@shop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectBusyKeepingFocus, holdFetch } from '../../../test/held-fetch.ts';
import { anOrder } from '../../../test/order-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { aUser } from '../../../test/user-fixtures.ts';
import { MyOrders } from './my-orders.tsx';
import { statusBadgeClass } from './order-status-badge.tsx';
import { ReceivedOrders } from './received-orders.tsx';

const routes = [
  { path: '/orderHistory', element: <MyOrders /> },
  { path: '/receivedOrders', element: <ReceivedOrders /> },
  { path: '/log', element: <p>Sign-in page</p> },
];

type Answer = { status?: number; body: unknown };

function stubApi(role: 'user' | 'admin', orders: (method: string, path: string) => Answer) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace('/api/v1', '');
    const method = init?.method ?? 'GET';
    calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer: Answer = path.startsWith('/orders')
      ? orders(method, path)
      : { body: { success: true, data: path === '/users/me' ? aUser({ role }) : {} } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  return calls;
}

beforeEach(() => localStorage.setItem('token', 'good'));
afterEach(() => vi.unstubAllGlobals());

describe('order status badge', () => {
  it('is green for Delivered, info for Shipped and a warning otherwise', () => {
    expect(statusBadgeClass('Delivered')).toBe('badge-success');
    expect(statusBadgeClass('Shipped')).toBe('badge-info');
    expect(statusBadgeClass('Pending')).toBe('badge-warning');
    expect(statusBadgeClass('Cancelled')).toBe('badge-error');
  });
});

describe('MyOrders', () => {
  it('shows each order with its total in USD and its items', async () => {
    stubApi('user', () => ({ body: { success: true, data: [anOrder('Delivered')] } }));
    renderApp(routes, '/orderHistory');
    expect(await screen.findByText('$31.60 USD')).toBeInTheDocument();
    expect(screen.getByText('Delivered', { selector: '.badge' })).toHaveClass('badge-success');
    expect(screen.getByRole('article', { name: 'Order #1003' })).toBeInTheDocument();
    expect(screen.getByText('dana@example.com')).toBeInTheDocument();
    expect(screen.queryByText('Test order')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Carbon Block/ })).toHaveAttribute(
      'href',
      '/product/p1',
    );
  });

  it('pages a long history 20 orders at a time, by links to ?page=', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (!url.pathname.endsWith('/orders/myorders')) {
        return new Response(JSON.stringify({ success: true, data: aUser({ role: 'user' }) }));
      }
      asked.push(url.search);
      const offset = Number(url.searchParams.get('offset'));
      const order = { ...anOrder('Delivered'), orderNumber: 5000 - offset };
      const page = { offset, limit: 20, nextOffset: offset < 40 ? offset + 20 : null };
      return new Response(JSON.stringify({ success: true, data: [order], page }));
    });
    const user = userEvent.setup();
    renderApp(routes, '/orderHistory');
    expect(await screen.findByRole('article', { name: 'Order #5000' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Order pages' });
    expect(within(pages).getByText('Page 1')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/orderHistory?page=2',
    );
    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Order #4980' })).toBeInTheDocument();
    expect(asked).toContain('?offset=20&limit=20');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/orderHistory');
  });

  it('hardening 30.15: shows the receipt with the refund, and the tracking link', async () => {
    const order: Order = {
      ...anOrder('Shipped'),
      subtotal: 100,
      discount: 20,
      discountCode: 'SAVE20',
      shipping: 9.95,
      tax: 6.6,
      totalPrice: 96.55,
      refunded: 59.7,
      shipment: {
        carrier: 'UPS',
        trackingNumber: '1Z999',
        trackingUrl: 'https://www.ups.com/track?tracknum=1Z999',
      },
    };
    stubApi('user', () => ({ body: { success: true, data: [order] } }));
    renderApp(routes, '/orderHistory');
    const link = await screen.findByRole('link', { name: /UPS 1Z999/ });
    expect(link).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999');
    const rows = [
      ['Subtotal', '$100.00'],
      ['Discount (SAVE20)', '\u2212$20.00'],
      ['Shipping', '$9.95'],
      ['Tax', '$6.60'],
      ['Total', '$96.55'],
      ['Refunded', '\u2212$59.70'],
      ['Paid after refunds', '$36.85'],
    ];
    const receipt = within(screen.getByText('Receipt').closest('details') as HTMLElement);
    for (const [label, amount] of rows) {
      expect(receipt.getByText(label as string).nextElementSibling).toHaveTextContent(
        amount as string,
      );
    }
  });

  it('says when there are no orders yet', async () => {
    stubApi('user', () => ({ body: { success: true, data: [] } }));
    renderApp(routes, '/orderHistory');
    expect(await screen.findByText("You haven't made any orders yet.")).toBeInTheDocument();
  });

  it('says the session expired on a 401 and goes to /log after 2.5 s', async () => {
    stubApi('user', () => ({ status: 401, body: { success: false, message: 'x', code: 'X' } }));
    renderApp(routes, '/orderHistory');
    expect(
      await screen.findByText('Session expired or invalid. Please log in again.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Sign-in page', {}, { timeout: 3500 })).toBeInTheDocument();
  });
});

describe('ReceivedOrders', () => {
  it('refuses a customer', async () => {
    stubApi('user', () => ({ body: { success: true, data: [] } }));
    renderApp(routes, '/receivedOrders');
    expect(
      await screen.findByText('Access denied. Admin privileges required.'),
    ).toBeInTheDocument();
  });

  it('says when no orders were received', async () => {
    stubApi('admin', () => ({ body: { success: true, data: [] } }));
    renderApp(routes, '/receivedOrders');
    expect(await screen.findByText('No orders have been received yet.')).toBeInTheDocument();
  });

  it('hardening 30.14: links each order to its back-office page, where shipping takes carrier and tracking', async () => {
    stubApi('admin', () => ({ body: { success: true, data: [anOrder('Pending')] } }));
    renderApp(routes, '/receivedOrders');
    expect(await screen.findByRole('link', { name: 'Order #1001' })).toHaveAttribute(
      'href',
      '/admin/orders/order-Pending',
    );
    expect(screen.getByRole('link', { name: 'Ship with tracking' })).toHaveAttribute(
      'href',
      '/admin/orders/order-Pending#ship',
    );
    expect(screen.queryByRole('button', { name: 'Mark as Shipped' })).not.toBeInTheDocument();
  });

  it('marks an order Delivered and loads the list again', async () => {
    let status: Order['status'] = 'Shipped';
    const calls = stubApi('admin', (method) => {
      if (method === 'PUT') status = 'Delivered';
      return {
        body: { success: true, data: method === 'PUT' ? anOrder(status) : [anOrder(status)] },
      };
    });
    renderApp(routes, '/receivedOrders');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as Delivered' }));
    await waitFor(() =>
      expect(screen.getByText('Delivered', { selector: '.badge' })).toHaveClass('badge-success'),
    );
    expect(screen.queryByRole('button', { name: 'Mark as Delivered' })).not.toBeInTheDocument();
    // Issue 40.19: the pressed button is gone; the presser's focus is on the line that says why.
    const note = screen.getByRole('status');
    expect(note).toHaveTextContent(/^Order #\d+ is marked as Delivered\.$/);
    expect(note).toHaveFocus();
    expect(calls).toContainEqual({
      method: 'PUT',
      path: '/orders/order-Shipped/status',
      body: { status: 'Delivered' },
    });
  });

  it('Mark as Delivered keeps the focus of whoever pressed it, and no press meanwhile moves an order', async () => {
    const shipped = (id: string, orderNumber: number): Order => ({
      ...anOrder('Shipped'),
      _id: id,
      orderNumber,
    });
    const server = holdFetch('PUT /api/v1/orders/order-a/status', (method, url) => {
      if (url.pathname.endsWith('/users/me')) {
        return { body: { success: true, data: aUser({ role: 'admin' }) } };
      }
      const data =
        method === 'PUT'
          ? shipped('order-a', 1001)
          : [shipped('order-a', 1001), shipped('order-b', 1002)];
      return { body: { success: true, data } };
    });
    renderApp(routes, '/receivedOrders');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Order #1002' });
    const [first, second] = screen.getAllByRole('button', { name: 'Mark as Delivered' });
    if (!first || !second) throw new Error('two orders expected');
    await user.click(first);
    await expectBusyKeepingFocus(first);
    await user.click(first);
    await user.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-disabled', 'true');
    expect(second).not.toHaveAttribute('aria-busy');
    await user.click(second);
    expect(server.sent()).toBe(1);
    expect(server.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    server.release();
    await vi.waitFor(() => expect(first).not.toHaveAttribute('aria-busy'));
    expect(second).not.toHaveAttribute('aria-disabled');
  });

  it('a double-click on Mark as Delivered moves the order once', async () => {
    const server = holdFetch('PUT /api/v1/orders/order-Shipped/status', (method, url) => {
      if (url.pathname.endsWith('/users/me')) {
        return { body: { success: true, data: aUser({ role: 'admin' }) } };
      }
      return {
        body: { success: true, data: method === 'PUT' ? anOrder('Shipped') : [anOrder('Shipped')] },
      };
    });
    renderApp(routes, '/receivedOrders');
    const user = userEvent.setup();
    await user.dblClick(await screen.findByRole('button', { name: 'Mark as Delivered' }));
    await expectBusyKeepingFocus(screen.getByRole('button', { name: 'Mark as Delivered' }));
    expect(server.sent()).toBe(1);
    server.release();
  });

  it('offers no status move for an order the back office cancelled', async () => {
    stubApi('admin', () => ({ body: { success: true, data: [anOrder('Cancelled')] } }));
    renderApp(routes, '/receivedOrders');
    expect(await screen.findByText('Cancelled')).toHaveClass('badge-error');
    expect(screen.queryByRole('button', { name: 'Mark as Delivered' })).not.toBeInTheDocument();
  });

  it('shows the fallback when the list cannot be loaded', async () => {
    stubApi('admin', () => ({ status: 500, body: {} }));
    renderApp(routes, '/receivedOrders');
    expect(await screen.findByText('Failed to load orders.')).toBeInTheDocument();
  });
});
