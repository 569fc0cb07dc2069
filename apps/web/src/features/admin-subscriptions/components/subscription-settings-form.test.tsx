import type { StaffRole } from '@shop/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PlansPage from '../../../app/routes/admin-subscriptions.tsx';
import { expectBusyKeepingFocus, holdFetch } from '../../../test/held-fetch.ts';
import { renderApp, stubFetch } from '../../../test/render-app.tsx';
import { aUser } from '../../../test/user-fixtures.ts';
import { SubscriptionSettingsForm } from './subscription-settings-form.tsx';

const ok = (data: unknown) => ({ body: { success: true, data } });
const SETTINGS = {
  discountPercent: 10,
  leadDays: 7,
  boxWindowDays: 21,
  freeShippingFrom: 35,
  boxShipping: 4.95,
};
const EMPTY_PAGE = { items: [], page: 1, pageSize: 20, total: 0, totalIsCapped: false };

type Answer = { status?: number; body: unknown };

/**
 * The plans page, signed in as `staffRole`, with a fetch that answers the list, the settings and
 * the save.
 */
function renderPlansPage(save: (body: unknown) => Answer, staffRole: StaffRole = 'owner') {
  const puts: unknown[] = [];
  localStorage.setItem('token', 'a-token');
  const stub = stubFetch((url) => {
    if (url.pathname === '/api/v1/users/me') return ok(aUser({ role: 'admin', staffRole }));
    if (url.pathname.endsWith('/admin/subscriptions/settings')) {
      return ok(SETTINGS);
    }
    return ok(EMPTY_PAGE);
  });
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      puts.push(body);
      const { status = 200, body: answer } = save(body);
      return Promise.resolve(new Response(JSON.stringify(answer), { status }));
    }
    return stub.fetchStub(input, init);
  });
  renderApp([{ path: '/admin/subscriptions', element: <PlansPage /> }], '/admin/subscriptions');
  return { puts };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("The owner's auto-replace settings", () => {
  it('are not shown to support, whose role may not change them', async () => {
    renderPlansPage((body) => ok(body), 'support');
    expect(await screen.findByText('No auto-replace plans have been started yet.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Subscriber discount (%)')).not.toBeInTheDocument();
  });

  it('shows the current discount and lead time and saves new ones', async () => {
    const { puts } = renderPlansPage((body) => ok(body));
    const discount = await screen.findByLabelText('Subscriber discount (%)');
    const lead = screen.getByLabelText('Lead time (days)');
    await vi.waitFor(() => expect(discount).toHaveValue(10));
    expect(lead).toHaveValue(7);

    const user = userEvent.setup();
    await user.clear(discount);
    await user.type(discount, '15');
    await user.clear(lead);
    await user.type(lead, '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Settings saved.');
    expect(puts).toEqual([
      {
        discountPercent: 15,
        leadDays: 5,
        boxWindowDays: 21,
        freeShippingFrom: 35,
        boxShipping: 4.95,
      },
    ]);
  });

  it("refuses a value the contract refuses, with the contract's words, and sends nothing", async () => {
    const { puts } = renderPlansPage((body) => ok(body));
    const discount = await screen.findByLabelText('Subscriber discount (%)');
    await vi.waitFor(() => expect(discount).toHaveValue(10));
    const user = userEvent.setup();
    await user.clear(discount);
    await user.type(discount, '95');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Discount must be at most 90%.');
    expect(puts).toEqual([]);
  });

  it("shows the server's message when the save fails", async () => {
    renderPlansPage(() => ({
      status: 403,
      body: { success: false, message: 'Admins only.', code: 'FORBIDDEN' },
    }));
    const lead = await screen.findByLabelText('Lead time (days)');
    await vi.waitFor(() => expect(lead).toHaveValue(7));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Admins only.');
  });

  it('Save keeps the focus of whoever pressed it, and a second press saves nothing', async () => {
    const server = holdFetch('PUT /api/v1/admin/subscriptions/settings', (method) =>
      ok({ ...SETTINGS, discountPercent: method === 'PUT' ? 12 : 10 }),
    );
    renderApp([{ path: '/', element: <SubscriptionSettingsForm /> }]);
    const user = userEvent.setup();
    const discount = await screen.findByLabelText('Subscriber discount (%)');
    await user.clear(discount);
    await user.type(discount, '12');
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    await expectBusyKeepingFocus(save);
    await user.click(save);
    await user.keyboard('{Enter}');
    expect(server.sent()).toBe(1);
    server.release();
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(save).toHaveFocus();
  });
});
