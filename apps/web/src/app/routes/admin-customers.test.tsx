import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '../../test/render-app.tsx';
import { aUser } from '../../test/user-fixtures.ts';
import AdminCustomersPage from './admin-customers.tsx';

const routes = [{ path: '/admin/customers', element: <AdminCustomersPage /> }];
const noCustomers = { items: [], total: 0, totalIsCapped: false, page: 1, pageSize: 20 };

function serve() {
  const { fetchStub } = stubFetch((url) => {
    if (url.pathname === '/api/v1/users/me') {
      return { body: { success: true, data: aUser({ role: 'admin' }) } };
    }
    if (url.pathname === '/api/v1/admin/customers') {
      return { body: { success: true, data: noCustomers } };
    }
    return { body: { success: true, data: {} } };
  });
  vi.stubGlobal('fetch', fetchStub);
}

afterEach(() => vi.unstubAllGlobals());

describe('the back office customers list with nothing to show', () => {
  it('says no customer has signed up yet when the shop has none', async () => {
    localStorage.setItem('token', 'a-token');
    serve();
    renderApp(routes, '/admin/customers');
    expect(await screen.findByText('No customers have signed up yet.')).toBeInTheDocument();
    expect(screen.queryByText('No customers match.')).not.toBeInTheDocument();
  });

  it('says nothing matched when a search is on', async () => {
    localStorage.setItem('token', 'a-token');
    serve();
    renderApp(routes, '/admin/customers?q=nobody');
    expect(await screen.findByText('No customers match.')).toBeInTheDocument();
  });

  it('says nothing matched on a page past the end', async () => {
    localStorage.setItem('token', 'a-token');
    serve();
    renderApp(routes, '/admin/customers?page=9');
    expect(await screen.findByText('No customers match.')).toBeInTheDocument();
  });
});
