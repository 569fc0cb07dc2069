import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '../../test/render-app.tsx';
import { aUser } from '../../test/user-fixtures.ts';
import AdminDiscountsPage from './admin-discounts.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the back office discounts list with no codes', () => {
  it('says so in the panel the other lists use, with no empty table above it', async () => {
    localStorage.setItem('token', 'a-token');
    const { fetchStub } = stubFetch((url) => {
      if (url.pathname === '/api/v1/users/me') {
        return { body: { success: true, data: aUser({ role: 'admin' }) } };
      }
      if (url.pathname === '/api/v1/admin/discounts') {
        const none = { items: [], total: 0, totalIsCapped: false, page: 1, pageSize: 20 };
        return { body: { success: true, data: none } };
      }
      return { body: { success: true, data: {} } };
    });
    vi.stubGlobal('fetch', fetchStub);
    renderApp([{ path: '/admin/discounts', element: <AdminDiscountsPage /> }], '/admin/discounts');

    expect(await screen.findByText('No discount codes yet.')).toHaveClass('rounded-box');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
