import type { AdminSubscriptionRow, SubscriptionSummary } from '@shop/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PlanPage from '../../../app/routes/admin-subscription.tsx';
import PlansPage from '../../../app/routes/admin-subscriptions.tsx';
import { anAdminPlan } from '../../../test/plan-fixtures.ts';
import { renderApp, stubFetch } from '../../../test/render-app.tsx';
import { SubscriptionSummaryCards } from './subscription-summary-cards.tsx';

const ok = (data: unknown) => ({ body: { success: true, data } });
const PLAN = anAdminPlan();

const row = (overrides: Partial<AdminSubscriptionRow> = {}): AdminSubscriptionRow => ({
  _id: PLAN._id,
  status: 'active',
  customer: PLAN.customer,
  productId: PLAN.productId,
  productName: PLAN.productName,
  quantity: 1,
  nextChargeOn: '2027-03-01',
  nextAmount: 23.4,
  pausedBy: null,
  owed: null,
  createdAt: PLAN.createdAt,
  ...overrides,
});

function renderAdmin(
  path: string,
  answer: (url: URL, method: string, body: unknown) => { status?: number; body: unknown },
) {
  let method = 'GET';
  let body: unknown;
  const stub = stubFetch((url) => answer(url, method, body));
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    method = init?.method ?? 'GET';
    body = init?.body ? JSON.parse(String(init.body)) : undefined;
    return stub.fetchStub(input, init);
  });
  return {
    ...renderApp(
      [
        { path: '/admin/subscriptions', element: <PlansPage /> },
        { path: '/admin/subscriptions/:id', element: <PlanPage /> },
        { path: '/admin', element: <SubscriptionSummaryCards /> },
      ],
      path,
    ),
    calls: stub.calls,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("The owner's plans", () => {
  it('searches by customer or product and status, and pages', async () => {
    const { calls } = renderAdmin('/admin/subscriptions', () =>
      ok({ items: [row()], page: 1, pageSize: 20, total: 25, totalIsCapped: false }),
    );
    const table = within(await screen.findByRole('table'));
    expect(table.getByRole('link', { name: 'Sediment Cartridge' })).toHaveAttribute(
      'href',
      `/admin/subscriptions/${PLAN._id}`,
    );
    expect(table.getByText('dana@example.com')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search plans' }), 'dana');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Payment failed');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => {
      const last = calls.at(-1)?.url;
      expect(last?.searchParams.get('q')).toBe('dana');
      expect(last?.searchParams.get('status')).toBe('payment_failed');
    });
  });

  it('says when no plan matches', async () => {
    renderAdmin('/admin/subscriptions?q=zzz', () =>
      ok({ items: [], page: 1, pageSize: 20, total: 0, totalIsCapped: false }),
    );
    expect(await screen.findByText('No plans match.')).toBeInTheDocument();
  });

  it('says no plan has been started yet when nothing is searched and there are none', async () => {
    renderAdmin('/admin/subscriptions', () =>
      ok({ items: [], page: 1, pageSize: 20, total: 0, totalIsCapped: false }),
    );
    expect(
      await screen.findByText('No auto-replace plans have been started yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No plans match.')).not.toBeInTheDocument();
  });

  it('says no plan matches a status filter alone', async () => {
    renderAdmin('/admin/subscriptions?status=paused', () =>
      ok({ items: [], page: 1, pageSize: 20, total: 0, totalIsCapped: false }),
    );
    expect(await screen.findByText('No plans match.')).toBeInTheDocument();
  });

  it('a failed list says why', async () => {
    renderAdmin('/admin/subscriptions', () => ({
      status: 403,
      body: {
        success: false,
        code: 'FORBIDDEN',
        message: 'Access denied. Admin privileges required.',
      },
    }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Access denied. Admin privileges required.',
    );
  });
});

describe("The owner's plan page", () => {
  it('shows the customer, charges with their orders, the timeline naming the admin, and acts for the customer', async () => {
    let paused = false;
    const plan = anAdminPlan({
      charges: [
        {
          dueOn: '2026-09-08',
          chargeOn: '2026-09-01',
          state: 'ordered',
          attempts: 2,
          amount: 23.4,
          orderId: 'o-1',
          paymentIntentId: 'pi_1',
          lastError: null,
        },
      ],
      events: [
        {
          at: '2026-11-21T10:00:00.000Z',
          kind: 'skipped',
          detail: 'Skipped the shipment for the part due Mar 8, 2027.',
          actor: { kind: 'admin', name: 'Alex Admin' },
        },
      ],
    });
    const { calls } = renderAdmin(`/admin/subscriptions/${PLAN._id}`, (url, method) => {
      if (method === 'POST' && url.pathname.endsWith('/pause')) {
        paused = true;
        return ok({ ...plan, status: 'paused' });
      }
      return ok(paused ? { ...plan, status: 'paused' } : plan);
    });
    expect(
      await screen.findByRole('heading', { name: 'Sediment Cartridge', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dana Rivers' })).toHaveAttribute(
      'href',
      `/admin/customers/${PLAN.customer._id}`,
    );
    const charges = within(screen.getByRole('table'));
    expect(charges.getByText('Ordered')).toBeInTheDocument();
    expect(charges.getByRole('link', { name: 'Open order' })).toHaveAttribute(
      'href',
      '/admin/orders/o-1',
    );
    expect(screen.getByText(/by Alex Admin for the customer/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change card' })).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await user.click(screen.getByRole('button', { name: 'Pause auto-replace' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Paused. Nothing is charged or shipped until you resume.',
    );
    expect(
      calls.some((call) => call.url.pathname === `/api/v1/admin/subscriptions/${PLAN._id}/pause`),
    ).toBe(true);
  });
});

describe('Dashboard numbers', () => {
  it('shows active plans, recurring revenue, the next 30 days, dunning, cancellations and recoveries', async () => {
    const summary: SubscriptionSummary = {
      activePlans: 12,
      monthlyRecurringRevenue: 310.5,
      next30Days: { revenue: 420, units: 18 },
      paymentsInDunning: 2,
      amountOwed: 28.45,
      cancellationsLast30Days: { count: 3, reasons: [{ reason: 'Moving house', count: 2 }] },
      paymentsRecovered: { count: 1, amount: 23.4 },
    };
    renderAdmin('/admin', () => ok(summary));
    expect(await screen.findByRole('link', { name: 'Active plans 12' })).toHaveAttribute(
      'href',
      '/admin/subscriptions?status=active',
    );
    expect(screen.getByText('$310.50')).toBeInTheDocument();
    expect(screen.getByText('$420.00')).toBeInTheDocument();
    expect(screen.getByText('18 units')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Payments in dunning 2 $28.45 owed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Moving house: 2')).toBeInTheDocument();
    expect(screen.getByText('$23.40')).toBeInTheDocument();
  });
});
