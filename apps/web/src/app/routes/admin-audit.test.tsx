import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '../../test/render-app.tsx';
import { aUser } from '../../test/user-fixtures.ts';
import AdminAuditPage from './admin-audit.tsx';

const routes = [{ path: '/admin/audit', element: <AdminAuditPage /> }];
const ORDER = 'c0ffee00-0000-4000-8000-000000000001';
const refund = {
  _id: 'e0000000-0000-4000-8000-000000000001',
  at: '2026-11-02T09:02:00.000Z',
  actor: { id: 'a1', email: 'sam@shop.test', staffRole: 'support' },
  action: 'orders:refund',
  target: { kind: 'order', id: ORDER },
  changes: [{ field: 'refunded', before: 0, after: 12.5 }],
  ip: '203.0.113.7',
  userAgent: 'Firefox',
};

function serve(answer: (url: URL) => unknown) {
  const { fetchStub, calls } = stubFetch((url) => {
    if (url.pathname === '/api/v1/users/me') {
      return { body: { success: true, data: aUser({ role: 'admin' }) } };
    }
    if (url.pathname === '/api/v1/admin/audit') {
      return { body: { success: true, data: answer(url) } };
    }
    return { body: { success: true, data: {} } };
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the back office audit log', () => {
  it('shows who did what to which order, the change and where from, and pages on', async () => {
    localStorage.setItem('token', 'a-token');
    serve(() => ({ items: [refund], pageSize: 50, nextAfter: refund._id }));
    renderApp(routes, '/admin/audit');
    const row = (await screen.findByText('sam@shop.test (support)')).closest('tr') as HTMLElement;
    expect(within(row).getByText('orders:refund')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Order c0ffee00' })).toHaveAttribute(
      'href',
      `/admin/orders/${ORDER}`,
    );
    expect(within(row).getByText('refunded: 0 → 12.5')).toBeInTheDocument();
    expect(within(row).getByText('203.0.113.7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Older entries' })).toHaveAttribute(
      'href',
      `/admin/audit?after=${refund._id}`,
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('searches by person and order, keeping the filters in the URL', async () => {
    localStorage.setItem('token', 'a-token');
    const calls = serve((url) =>
      url.searchParams.get('actor')
        ? { items: [], pageSize: 50, nextAfter: null }
        : { items: [refund], pageSize: 50, nextAfter: null },
    );
    renderApp(routes, '/admin/audit');
    await screen.findByText('sam@shop.test (support)');
    await userEvent.type(screen.getByLabelText('Person (e-mail)'), 'pat@shop.test');
    await userEvent.type(screen.getByLabelText('Order id'), ORDER);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No entries match that search.')).toBeInTheDocument();
    const last = calls.at(-1)?.url.searchParams;
    expect(last?.get('actor')).toBe('pat@shop.test');
    expect(last?.get('orderId')).toBe(ORDER);
  });
});
