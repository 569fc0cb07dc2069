import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '../../test/render-app.tsx';
import { aUser } from '../../test/user-fixtures.ts';
import AdminReminderOptOutsPage from './admin-reminder-opt-outs.tsx';

const routes = [{ path: '/admin/reminder-opt-outs', element: <AdminReminderOptOutsPage /> }];
const page = (items: unknown[]) => ({
  items,
  total: items.length,
  totalIsCapped: false,
  page: 1,
  pageSize: 20,
  nextAfter: null,
});
const twoOptOuts = page([
  {
    email: 'neighbour@example.net',
    stoppedAt: '2026-11-03T15:30:00.000Z',
    customer: null,
  },
  {
    email: 'carla@example.com',
    stoppedAt: '2026-11-02T09:02:00.000Z',
    customer: { _id: 'c0ffee00-0000-4000-8000-000000000001', name: 'Carla Reyes' },
  },
]);

function serve(answer: (q: string | null) => unknown) {
  const { fetchStub, calls } = stubFetch((url) => {
    if (url.pathname === '/api/v1/users/me') {
      return { body: { success: true, data: aUser({ role: 'admin' }) } };
    }
    if (url.pathname === '/api/v1/admin/reminder-opt-outs') {
      return { body: { success: true, data: answer(url.searchParams.get('q')) } };
    }
    return { body: { success: true, data: {} } };
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the back office list of reminder opt-outs', () => {
  it('shows each address, when it stopped, and its customer, with no way to re-subscribe', async () => {
    localStorage.setItem('token', 'a-token');
    serve(() => twoOptOuts);
    renderApp(routes, '/admin/reminder-opt-outs');
    const carla = (await screen.findByText('carla@example.com')).closest('tr') as HTMLElement;
    expect(within(carla).getByRole('link', { name: 'Carla Reyes' })).toHaveAttribute(
      'href',
      '/admin/customers/c0ffee00-0000-4000-8000-000000000001',
    );
    // In the shop's time zone, as every back-office date (UTC where none was given).
    expect(within(carla).getByText('2 Nov 2026, 09:02')).toBeInTheDocument();
    const neighbour = screen.getByText('neighbour@example.net').closest('tr') as HTMLElement;
    expect(within(neighbour).getByText('No account')).toBeInTheDocument();
    expect(screen.getByText(/the back office cannot re-subscribe anyone/)).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Search']);
  });

  it('searches by the start of an address, and says when none starts with it', async () => {
    localStorage.setItem('token', 'a-token');
    const calls = serve((q) => (q ? page([]) : twoOptOuts));
    renderApp(routes, '/admin/reminder-opt-outs');
    await screen.findByText('carla@example.com');
    await userEvent.type(screen.getByLabelText('Address starts with'), 'zed@');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No stopped addresses start with that.')).toBeInTheDocument();
    expect(calls.at(-1)?.url.searchParams.get('q')).toBe('zed@');
  });

  it('says nobody has stopped them when the list is empty without a search', async () => {
    localStorage.setItem('token', 'a-token');
    serve(() => page([]));
    renderApp(routes, '/admin/reminder-opt-outs');
    expect(await screen.findByText('Nobody has stopped reminder e-mails.')).toBeInTheDocument();
  });
});
