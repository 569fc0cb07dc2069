import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '../../test/render-app.tsx';
import { aUser } from '../../test/user-fixtures.ts';
import AdminOrdersPage from './admin-orders.tsx';

const routes = [{ path: '/admin/orders', element: <AdminOrdersPage /> }];
const noOrders = {
  items: [],
  total: 0,
  totalIsCapped: false,
  page: 1,
  pageSize: 20,
  nextAfter: null,
};

function serve() {
  const { fetchStub } = stubFetch((url) => {
    if (url.pathname === '/api/v1/users/me') {
      return { body: { success: true, data: aUser({ role: 'admin' }) } };
    }
    if (url.pathname === '/api/v1/admin/orders') return { body: { success: true, data: noOrders } };
    return { body: { success: true, data: {} } };
  });
  vi.stubGlobal('fetch', fetchStub);
}

afterEach(() => vi.unstubAllGlobals());

describe('the back office orders list with nothing to show', () => {
  it("says the spec's 'No orders have been received yet.' when the shop has no orders", async () => {
    localStorage.setItem('token', 'a-token');
    serve();
    renderApp(routes, '/admin/orders');
    expect(await screen.findByText('No orders have been received yet.')).toBeInTheDocument();
  });

  it('says nothing matched when a search is on', async () => {
    localStorage.setItem('token', 'a-token');
    serve();
    renderApp(routes, '/admin/orders?q=nobody');
    expect(await screen.findByText('No orders match.')).toBeInTheDocument();
  });
});
