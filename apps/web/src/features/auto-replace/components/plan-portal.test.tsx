import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PlansPage from '../../../app/routes/account-auto-replace.tsx';
import PlanPage from '../../../app/routes/account-auto-replace-plan.tsx';
import { aPlan, savedCard } from '../../../test/plan-fixtures.ts';
import { renderApp, stubFetch } from '../../../test/render-app.tsx';
import { aUser } from '../../../test/user-fixtures.ts';

type Answer = (url: URL, method: string, body: unknown) => { status?: number; body: unknown };
const ok = (data: unknown) => ({ body: { success: true, data } });
const PLAN = aPlan();

function renderPortal(path: string, answer: Answer) {
  let method = 'GET';
  let body: unknown;
  const stub = stubFetch((url) =>
    url.pathname.endsWith('/users/me') ? ok(aUser()) : answer(url, method, body),
  );
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    method = init?.method ?? 'GET';
    body = init?.body ? JSON.parse(String(init.body)) : undefined;
    return stub.fetchStub(input, init);
  });
  renderApp(
    [
      { path: '/account/auto-replace', element: <PlansPage /> },
      { path: '/account/auto-replace/:id', element: <PlanPage /> },
    ],
    path,
  );
  return stub;
}

beforeEach(() => localStorage.setItem('token', 'a-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Auto-replace plans', () => {
  it('lists every plan with its status, next date and amount, card and address', async () => {
    renderPortal('/account/auto-replace', () =>
      ok([
        PLAN,
        aPlan({
          _id: 'p-2',
          status: 'payment_failed',
          productName: 'Carbon Block',
          pending: {
            dueOn: '2027-03-08',
            reason: 'declined',
            nextRetryOn: '2027-03-04',
            attempts: 1,
            payUrl: 'http://shop.example/auto-replace/pay/abc',
            amount: 23.4,
            lastError: 'Your card was declined.',
          },
        }),
      ]),
    );
    const first = within(await screen.findByRole('article', { name: 'Sediment Cartridge' }));
    expect(first.getByText('Active')).toBeInTheDocument();
    expect(first.getByText('Mar 1, 2027')).toBeInTheDocument();
    expect(first.getByText('$23.40')).toBeInTheDocument();
    expect(first.getByText('Visa ending 4242, expires 04/2030')).toBeInTheDocument();
    expect(first.getByText('12 Elm St, Austin, TX 78701')).toBeInTheDocument();
    const failed = within(screen.getByRole('article', { name: 'Carbon Block' }));
    expect(failed.getAllByText('Payment failed')).toHaveLength(2);
    expect(failed.getByRole('alert')).toHaveTextContent(
      'Your bank declined the charge (Your card was declined): $23.40 for the part due Mar 8, 2027 is unpaid. We try again on Mar 4, 2027.',
    );
    expect(failed.getByRole('link', { name: 'Pay now or change the card' })).toHaveAttribute(
      'href',
      '/auto-replace/pay/abc',
    );
  });

  it('without plans, says how to start one', async () => {
    renderPortal('/account/auto-replace', () => ok([]));
    expect(await screen.findByText('No auto-replace plans yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open My Products' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('says when the plans could not be loaded, with a way to try again', async () => {
    renderPortal('/account/auto-replace', () => ({
      status: 500,
      body: { success: false, code: 'INTERNAL_ERROR', message: 'Something broke.' },
    }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your plans could not be loaded: Something broke.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a loading state while the plans are read', async () => {
    renderPortal('/account/auto-replace', () => ok([]));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your auto-replace plans…');
  });
});

describe('One plan', () => {
  it('skips the next shipment after asking, and says when the next one is', async () => {
    const { calls } = renderPortal(`/account/auto-replace/${PLAN._id}`, (url, method) => {
      if (url.pathname.endsWith('/payment-methods')) return ok([savedCard]);
      if (method === 'POST') return ok(aPlan({ nextChargeOn: '2027-09-01' }));
      return ok(PLAN);
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Skip next shipment' }));
    expect(
      screen.getByText(/Skip the shipment of Mar 1, 2027\? Nothing is charged for it/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip this shipment' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Skipped. Your next shipment is now on Sep 1, 2027.',
    );
    expect(calls.some((call) => call.url.pathname.endsWith(`/${PLAN._id}/skip`))).toBe(true);
  });

  it('a double-click on Skip this shipment skips once', async () => {
    const { calls } = renderPortal(`/account/auto-replace/${PLAN._id}`, (url, method) => {
      if (url.pathname.endsWith('/payment-methods')) return ok([savedCard]);
      if (method === 'POST') return ok(aPlan({ nextChargeOn: '2027-09-01' }));
      return ok(PLAN);
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Skip next shipment' }));
    await user.dblClick(screen.getByRole('button', { name: 'Skip this shipment' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Skipped.');
    expect(calls.filter((call) => call.url.pathname.endsWith(`/${PLAN._id}/skip`))).toHaveLength(1);
  });

  it('moves the next date only within the window, with PATCH', async () => {
    let sent: unknown;
    renderPortal(`/account/auto-replace/${PLAN._id}`, (url, method, body) => {
      if (url.pathname.endsWith('/payment-methods')) return ok([savedCard]);
      if (method === 'PATCH') {
        sent = body;
        return ok(aPlan({ nextChargeOn: '2027-03-15' }));
      }
      return ok(PLAN);
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change date' }));
    const input = screen.getByLabelText(/Next shipment on/);
    expect(input).toHaveAttribute('min', '2027-02-06');
    expect(input).toHaveAttribute('max', '2027-04-22');
    await user.clear(input);
    await user.type(input, '2027-03-15');
    await user.click(screen.getByRole('button', { name: 'Move the shipment' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Done. Your next shipment is now on Mar 15, 2027.',
    );
    expect(sent).toEqual({ nextChargeOn: '2027-03-15' });
  });

  it('pauses until a date, and cancels with a reason', async () => {
    const sent: unknown[] = [];
    renderPortal(`/account/auto-replace/${PLAN._id}`, (url, _method, body) => {
      if (url.pathname.endsWith('/payment-methods')) return ok([savedCard]);
      if (url.pathname.endsWith('/pause')) {
        sent.push(body);
        return ok(aPlan({ status: 'paused', pausedUntil: '2027-06-01' }));
      }
      if (url.pathname.endsWith('/cancel')) {
        sent.push(body);
        return ok(aPlan({ status: 'cancelled', cancelReason: 'Moving house' }));
      }
      return ok(PLAN);
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    await user.click(screen.getByRole('radio', { name: 'Until a date' }));
    await user.type(screen.getByLabelText('Resume on'), '2027-06-01');
    await user.click(screen.getByRole('button', { name: 'Pause auto-replace' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Paused until Jun 1, 2027. Nothing is charged or shipped until then.',
    );

    await user.click(screen.getByRole('button', { name: 'Cancel plan' }));
    await user.type(screen.getByLabelText(/Why are you cancelling/), 'Moving house');
    await user.click(screen.getByRole('button', { name: 'Cancel auto-replace' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Auto-replace is cancelled. Nothing more will be charged or shipped.',
    );
    expect(sent).toEqual([{ until: '2027-06-01' }, { reason: 'Moving house' }]);
  });

  it("says the server's reason when an action makes no sense now", async () => {
    renderPortal(`/account/auto-replace/${PLAN._id}`, (url, method) => {
      if (url.pathname.endsWith('/payment-methods')) return ok([savedCard]);
      if (method === 'POST') {
        return {
          status: 409,
          body: {
            success: false,
            code: 'CONFLICT',
            message: 'This shipment is already on its way.',
          },
        };
      }
      return ok(PLAN);
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Skip next shipment' }));
    await user.click(screen.getByRole('button', { name: 'Skip this shipment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This shipment is already on its way.',
    );
  });

  it("another customer's or a missing plan: says there is no such plan", async () => {
    renderPortal('/account/auto-replace/nope', () => ({
      status: 404,
      body: { success: false, code: 'NOT_FOUND', message: 'Plan not found.' },
    }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no such plan on your account.',
    );
  });

  it('a cancelled plan offers nothing to change, and shows its orders and timeline', async () => {
    renderPortal(`/account/auto-replace/${PLAN._id}`, () =>
      ok(
        aPlan({
          status: 'cancelled',
          orders: ['1f2e3d4c-aaaa-bbbb-cccc-000000000001'],
          placedOrders: [
            {
              _id: '1f2e3d4c-aaaa-bbbb-cccc-000000000001',
              orderNumber: 1042,
              createdAt: '2026-11-20T15:00:00.000Z',
              status: 'Shipped',
            },
          ],
        }),
      ),
    );
    expect(
      await screen.findByText('This plan is cancelled: there is nothing to change.'),
    ).toBeInTheDocument();
    // Its orders by number, day and status, each opening the order in Order History.
    const orders = within(screen.getByRole('region', { name: 'Orders' }));
    expect(orders.getByRole('link', { name: 'Order #1042' })).toHaveAttribute(
      'href',
      '/orderHistory#order-1042',
    );
    expect(orders.getByText('Placed Nov 20, 2026')).toBeInTheDocument();
    expect(orders.getByText('Shipped')).toBeInTheDocument();
    expect(screen.getByText('Auto-replace turned on.')).toBeInTheDocument();
  });
});
