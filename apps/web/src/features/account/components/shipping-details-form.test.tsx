import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ShippingDetailsPage from '../../../app/routes/shipping-details.tsx';
import { renderApp, stubFetch } from '../../../test/render-app.tsx';
import { aUser } from '../../../test/user-fixtures.ts';

const routes = [{ path: '/shippingDetails', element: <ShippingDetailsPage /> }];
const saved = { street: '12 Elm St', city: 'Cypress', state: 'TX', zip: '77429' };

function serverAnswering(put: { status?: number; body: unknown }) {
  localStorage.setItem('token', 'a-token');
  const { fetchStub, calls } = stubFetch(() => ({
    body: { success: true, data: aUser({ address: saved }) },
  }));
  const routed = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'PUT') {
      calls.push({ url: new URL(String(input), 'http://localhost'), init });
      return new Response(JSON.stringify(put.body), { status: put.status ?? 200 });
    }
    return fetchStub(input, init);
  };
  vi.stubGlobal('fetch', routed);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('shipping details page', () => {
  it('asks visitors to log in', () => {
    renderApp(routes, '/shippingDetails');
    expect(screen.getByRole('heading', { name: 'Household & Water Profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/log?redirect=%2FshippingDetails',
    );
  });

  it('loads the saved address and requires every field', async () => {
    const calls = serverAnswering({ body: {} });
    const user = userEvent.setup();
    renderApp(routes, '/shippingDetails');

    const street = await screen.findByLabelText('Street');
    await vi.waitFor(() => expect(street).toHaveValue('12 Elm St'));
    expect(screen.getByLabelText('ZIP code')).toHaveValue('77429');

    await user.clear(screen.getByLabelText('City'));
    await user.click(screen.getByRole('button', { name: 'Save shipping details' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fill in all required fields.',
    );
    expect(calls.some((call) => call.init?.method === 'PUT')).toBe(false);
  });

  it('saves and confirms, or reports the failure', async () => {
    const user = userEvent.setup();
    const updated = aUser({ address: { ...saved, city: 'Houston' } });
    const calls = serverAnswering({ body: { success: true, data: updated } });
    renderApp(routes, '/shippingDetails');
    const city = await screen.findByLabelText('City');
    await vi.waitFor(() => expect(city).toHaveValue('Cypress'));

    await user.clear(city);
    await user.type(city, 'Houston');
    await user.click(screen.getByRole('button', { name: 'Save shipping details' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Shipping Details updated successfully!',
    );
    expect(JSON.parse(String(calls.at(-1)?.init?.body))).toEqual({
      address: { ...saved, city: 'Houston' },
    });
  });

  it('hardening 8: picks the state from the US list and shows why the server refused', async () => {
    const user = userEvent.setup();
    const message =
      'ZIP code 77429 is in Texas, not California. Please check the state and ZIP code.';
    const calls = serverAnswering({
      status: 400,
      body: { success: false, message, code: 'VALIDATION_ERROR' },
    });
    renderApp(routes, '/shippingDetails');
    const state = await screen.findByRole('combobox', { name: 'State' });
    await vi.waitFor(() => expect(state).toHaveValue('TX'));
    expect(screen.getByRole('option', { name: 'District of Columbia' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(52);

    await user.selectOptions(state, 'California');
    await user.click(screen.getByRole('button', { name: 'Save shipping details' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Error loading/saving Shipping Details: ${message}`,
    );
    expect(JSON.parse(String(calls.at(-1)?.init?.body)).address.state).toBe('CA');
  });

  it('reports a failed save', async () => {
    const user = userEvent.setup();
    serverAnswering({
      status: 500,
      body: { success: false, message: 'x', code: 'INTERNAL_ERROR' },
    });
    renderApp(routes, '/shippingDetails');
    await vi.waitFor(() => expect(screen.getByLabelText('Street')).toHaveValue('12 Elm St'));

    await user.click(screen.getByRole('button', { name: 'Save shipping details' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading/saving Shipping Details',
    );
  });
});
