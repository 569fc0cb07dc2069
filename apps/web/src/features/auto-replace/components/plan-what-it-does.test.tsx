import type { Subscription } from '@shop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PlanPage from '../../../app/routes/account-auto-replace-plan.tsx';
import { aPlan, savedCard } from '../../../test/plan-fixtures.ts';
import { renderApp, stubFetch } from '../../../test/render-app.tsx';
import { aUser } from '../../../test/user-fixtures.ts';

// Issue 39 items 4, 7 and 8: the plan page says what the plan will do, acts, and is honest
// about an unpaid box.

const ok = (data: unknown) => ({ body: { success: true, data } });
const CARBON = aPlan({
  _id: 'plan-carbon',
  productName: 'Carbon Block',
  partName: 'Carbon Block',
});
const SEDIMENT = aPlan({
  nextBox: {
    planIds: [aPlan()._id, 'plan-carbon'],
    goods: 47.2,
    discount: 4.72,
    shipping: 0,
    tax: 3.5,
    total: 45.98,
  },
});

type Answer = (
  url: URL,
  method: string,
  body: unknown,
) => { status?: number; body: unknown } | undefined;

function renderPlan(plan: Subscription, answer?: Answer) {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  let method = 'GET';
  let body: unknown;
  const stub = stubFetch((url) => {
    if (url.pathname.endsWith('/users/me')) return ok(aUser());
    if (url.pathname.endsWith('/payment-methods')) {
      return ok([savedCard, { ...savedCard, _id: 'card-2', last4: '4444', isDefault: false }]);
    }
    if (method !== 'GET') sent.push({ method, path: url.pathname, body });
    const answered = answer?.(url, method, body);
    if (answered) return answered;
    if (url.pathname.endsWith('/subscriptions')) return ok([plan, CARBON]);
    return ok(plan);
  });
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    method = init?.method ?? 'GET';
    body = init?.body ? JSON.parse(String(init.body)) : undefined;
    return stub.fetchStub(input, init);
  });
  renderApp(
    [{ path: '/account/auto-replace/:id', element: <PlanPage /> }],
    `/account/auto-replace/${plan._id}`,
  );
  return sent;
}

beforeEach(() => localStorage.setItem('token', 'a-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the plan page says what the plan will do', () => {
  it('shows the interval, the due date, the charge and ship day, and the box it ships in', async () => {
    renderPlan(SEDIMENT);
    const facts = within(await screen.findByRole('region', { name: 'Plan' }));
    expect(facts.getByText('Every 6 months')).toBeInTheDocument();
    expect(facts.getByText('Mar 8, 2027')).toBeInTheDocument();
    expect(facts.getByText('Charge and ship day').nextElementSibling).toHaveTextContent(
      'Mar 1, 2027',
    );
    const box = within(screen.getByRole('region', { name: 'The next box' }));
    expect(
      await box.findByText(
        'Sediment Cartridge ships in one box with Carbon Block (Carbon Block): one charge, one shipment.',
      ),
    ).toBeInTheDocument();
    const lines: Array<[string, string]> = [
      ['Goods', '$47.20'],
      ['Subscriber discount (10%)', '−$4.72'],
      ['Shipping', 'Free'],
      ['Tax', '$3.50'],
      ['Total', '$45.98'],
    ];
    for (const [label, value] of lines) {
      expect(box.getByText(label).nextElementSibling).toHaveTextContent(value);
    }
  });

  it("a chosen interval says so; the form sends it, or null to go back to the part's lifespan", async () => {
    const chosen = aPlan({ intervalMonths: 3, intervalChosen: true });
    const sent = renderPlan(chosen);
    expect(
      await screen.findByText('Every 3 months (your choice; the part lasts 6 months)'),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change interval' }));
    await user.selectOptions(screen.getByLabelText('Ship every'), '4 months');
    await user.click(screen.getByRole('button', { name: 'Save interval' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Done. Every 3 months');
    // Focus goes to the line that says what happened, not to the top of the page (issue 40.19).
    await waitFor(() => expect(done).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Change interval' }));
    await user.click(
      screen.getByRole('button', { name: "Reset to the part's lifespan (6 months)" }),
    );
    expect(sent.map((call) => call.body)).toEqual([
      { intervalMonths: 4 },
      { intervalMonths: null },
    ]);
  });

  it('ship now asks with the amount, posts once, and says the box is on its way', async () => {
    const sent = renderPlan(SEDIMENT);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ship now' }));
    expect(
      screen.getByText(/^Ship the next box today instead of on Mar 1, 2027\? We charge \$45\.98/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ship today' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Your box is on its way: order placed today.');
    await waitFor(() => expect(done).toHaveFocus());
    expect(sent).toEqual([
      { method: 'POST', path: `/api/v1/subscriptions/${SEDIMENT._id}/ship-now`, body: undefined },
    ]);
  });

  it('swap offers only the products that fit the system', async () => {
    const sent = renderPlan(SEDIMENT, (url) =>
      url.pathname.endsWith('/products')
        ? ok([
            { _id: 'p-sediment', name: 'Sediment Cartridge', price: 20, current: true },
            { _id: 'p-carbon', name: 'Carbon Block', price: 24, current: false },
          ])
        : undefined,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Swap product' }));
    const choices = await screen.findByRole('group', { name: 'Products that fit Kitchen RO' });
    const radios = within(choices).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Sediment Cartridge, $20.00 (now)',
      'Carbon Block, $24.00',
    ]);
    expect(radios[0]).toBeChecked();
    await user.click(within(choices).getByRole('radio', { name: 'Carbon Block, $24.00' }));
    await user.click(screen.getByRole('button', { name: 'Swap to this product' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Done. Each shipment now brings');
    expect(sent.at(-1)?.body).toEqual({ productId: 'p-carbon' });
  });
});

describe('honest dunning on the plan page', () => {
  it('a 3-D Secure wait reads "Needs your confirmation", promises no retry, and opens the pay page', async () => {
    const waiting = aPlan({
      status: 'payment_failed',
      pending: {
        dueOn: '2027-03-08',
        reason: 'requires_action',
        nextRetryOn: '2027-03-04',
        attempts: 1,
        payUrl: null,
        amount: 21.06,
        lastError: 'The bank asks the customer to authenticate.',
      },
    });
    renderPlan(waiting, (url) =>
      url.pathname.endsWith('/pay-link') ? ok({ payPath: '/auto-replace/pay/abc' }) : undefined,
    );
    expect(await screen.findAllByText('Needs your confirmation')).toHaveLength(2);
    expect(screen.queryByText('Payment failed')).not.toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'Your bank asks you to confirm the charge of $21.06 for the part due Mar 8, 2027. Nothing ships until you confirm it.',
    );
    expect(alert).not.toHaveTextContent(/try again/i);
    expect(screen.getByRole('button', { name: 'Confirm the charge' })).toBeInTheDocument();
  });

  it('paused after failed payments: shows the unpaid box, a failed Pay now says why, and resume warns first', async () => {
    const paused = aPlan({
      status: 'paused',
      pausedBy: 'failed_payments',
      pending: {
        dueOn: '2027-03-08',
        reason: 'declined',
        nextRetryOn: null,
        attempts: 5,
        payUrl: null,
        amount: 21.06,
        lastError: 'Your card was declined.',
      },
    });
    const sent = renderPlan(paused);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your bank declined the charge (Your card was declined): $21.06 for the part due Mar 8, 2027 is unpaid. No more automatic tries are left',
    );
    expect(screen.getByText(/^after failed payments/)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Pay the unpaid box ($21.06)' }),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    const region = within(screen.getByRole('region', { name: 'Pay the unpaid box ($21.06)' }));
    expect(await region.findByRole('alert')).toHaveTextContent(
      'The payment did not go through: Your card was declined. Choose another card and try again.',
    );
    await user.click(region.getByLabelText(/ending 4444/));
    await user.click(region.getByRole('button', { name: 'Pay now' }));
    expect(sent.map((call) => call.body)).toEqual([{}, { paymentMethodId: 'card-2' }]);

    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(
      screen.getByText(
        /^Warning: the last payments on your Visa ending 4242.* failed \(Your card was declined\)/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume on this card' })).toBeInTheDocument();
  });
});
