import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '../../../test/render-app.tsx';
import { aUser } from '../../../test/user-fixtures.ts';
import { OrderAuditHistory } from './order-audit-history.tsx';

const ORDER = 'c0ffee00-0000-4000-8000-000000000001';
const routes = [
  { path: '/admin/orders/:id', element: <OrderAuditHistory orderId={ORDER} version="Shipped 0" /> },
];

afterEach(() => vi.unstubAllGlobals());

describe("an order's history from the audit log", () => {
  it('lists who did what to the order, asking the log for that order only', async () => {
    localStorage.setItem('token', 'a-token');
    const { fetchStub, calls } = stubFetch((url) => {
      if (url.pathname === '/api/v1/users/me') {
        return { body: { success: true, data: aUser({ role: 'admin' }) } };
      }
      return {
        body: {
          success: true,
          data: {
            items: [
              {
                _id: 'e1',
                at: '2026-11-02T09:02:00.000Z',
                actor: { id: 'a1', email: 'pat@shop.test', staffRole: 'fulfilment' },
                action: 'orders:ship',
                target: { kind: 'order', id: ORDER },
                changes: [{ field: 'status', before: 'Pending', after: 'Shipped' }],
                ip: '203.0.113.7',
                userAgent: 'Firefox',
              },
            ],
            pageSize: 50,
            nextAfter: null,
          },
        },
      };
    });
    vi.stubGlobal('fetch', fetchStub);
    renderApp(routes, `/admin/orders/${ORDER}`);
    expect(await screen.findByText(/pat@shop.test: orders:ship/)).toHaveTextContent(
      'status: Pending → Shipped',
    );
    expect(screen.getByRole('heading', { name: 'History (audit log)' })).toBeInTheDocument();
    const asked = calls.find((call) => call.url.pathname === '/api/v1/admin/audit');
    expect(asked?.url.searchParams.get('orderId')).toBe(ORDER);
  });
});
