import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SettingsPage from '../../../app/routes/settings.tsx';
import { renderApp } from '../../../test/render-app.tsx';
import { aUser } from '../../../test/user-fixtures.ts';

const routes = [{ path: '/settings', element: <SettingsPage /> }];
const houseData = {
  peopleNumber: 2,
  petsNumber: 0,
  waterType: 'Municipal',
  showerTime: 8,
  tds: null,
  hardness: null,
  zip: '77429',
  hasPool: false,
};
const record = { trackedProducts: [], houseData, pendingInstallations: [] };

function serverAnswering(put: { status?: number; body: unknown }) {
  localStorage.setItem('token', 'a-token');
  const puts: unknown[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (init?.method === 'PUT') {
      puts.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(put.body), { status: put.status ?? 200 });
    }
    const data = path === '/api/v1/users/me' ? aUser() : record;
    return new Response(JSON.stringify({ success: true, data }), { status: 200 });
  });
  return puts;
}

afterEach(() => vi.unstubAllGlobals());

describe('settings page', () => {
  it('asks visitors to log in first', () => {
    renderApp(routes, '/settings');
    expect(screen.getByText('Please log in first.')).toBeInTheDocument();
  });

  it('hardening 9: a profile without a ZIP starts from the shipping ZIP', async () => {
    localStorage.setItem('token', 'a-token');
    const shipping = { street: '1 Main St', city: 'Cypress', state: 'TX', zip: '77433' };
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const data =
        path === '/api/v1/users/me'
          ? aUser({ address: shipping })
          : { ...record, houseData: { ...houseData, zip: null } };
      return new Response(JSON.stringify({ success: true, data }), { status: 200 });
    });
    renderApp(routes, '/settings');
    const zip = await screen.findByLabelText('ZIP code');
    await vi.waitFor(() => expect(zip).toHaveValue('77433'));
  });

  it('loads the profile, requires at least one person and saves', async () => {
    const puts = serverAnswering({ body: { success: true, data: houseData } });
    const user = userEvent.setup();
    renderApp(routes, '/settings');
    const people = await screen.findByLabelText('People in the household');
    await vi.waitFor(() => expect(people).toHaveValue(2));
    expect(screen.getByLabelText('ZIP code')).toHaveValue('77429');

    await user.clear(people);
    await user.type(people, '0');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('People must be 1 or more.')).toBeInTheDocument();
    expect(puts).toEqual([]);

    await user.clear(people);
    await user.type(people, '4');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings updated successfully!')).toBeInTheDocument();
    expect(puts).toEqual([{ houseData: { ...houseData, peopleNumber: 4 } }]);
  });

  it('reports a failed save with the server message', async () => {
    serverAnswering({
      status: 500,
      body: { success: false, message: 'Database down.', code: 'INTERNAL_ERROR' },
    });
    const user = userEvent.setup();
    renderApp(routes, '/settings');
    await vi.waitFor(() => expect(screen.getByLabelText('ZIP code')).toHaveValue('77429'));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error saving settings: Database down.',
    );
  });
});
