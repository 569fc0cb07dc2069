import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PlanPage from '../../../app/routes/account-auto-replace-plan.tsx';
import AdminSubscriptionPage from '../../../app/routes/admin-subscription.tsx';
import { expectBusyKeepingFocus, holdFetch } from '../../../test/held-fetch.ts';
import { anAdminPlan, aPlan, savedCard } from '../../../test/plan-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { aUser } from '../../../test/user-fixtures.ts';

const PLAN = aPlan();
const ok = (data: unknown) => ({ body: { success: true, data } });

/** Holds `hold`'s answer; answers the rest as the plan's pages ask. */
function serve(hold: string, plan: unknown, role: 'user' | 'admin' = 'user') {
  return holdFetch(hold, (_method, url) => {
    if (url.pathname.endsWith('/users/me')) return ok(aUser({ role }));
    if (url.pathname.endsWith('/payment-methods')) return ok([savedCard]);
    return ok(plan);
  });
}

beforeEach(() => localStorage.setItem('token', 'a-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("a plan's action while it is being answered", () => {
  it("the customer's Skip this shipment keeps the focus of whoever pressed it, and a second press skips nothing", async () => {
    const server = serve(`POST /api/v1/subscriptions/${PLAN._id}/skip`, PLAN);
    renderApp(
      [{ path: '/account/auto-replace/:id', element: <PlanPage /> }],
      `/account/auto-replace/${PLAN._id}`,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Skip next shipment' }));
    const skip = screen.getByRole('button', { name: 'Skip this shipment' });
    await user.click(skip);
    await expectBusyKeepingFocus(skip);
    await user.click(skip);
    await user.keyboard('{Enter}');
    expect(server.sent()).toBe(1);
    server.release();
    expect(await screen.findByRole('status')).toHaveTextContent('Skipped.');
  });

  it("the owner's Ship future orders here keeps the focus of whoever pressed it, and a second press saves nothing", async () => {
    const plan = anAdminPlan();
    const server = serve(`PATCH /api/v1/admin/subscriptions/${plan._id}`, plan, 'admin');
    renderApp(
      [{ path: '/admin/subscriptions/:id', element: <AdminSubscriptionPage /> }],
      `/admin/subscriptions/${plan._id}`,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change address' }));
    const save = screen.getByRole('button', { name: 'Ship future orders here' });
    await user.click(save);
    await expectBusyKeepingFocus(save);
    await user.click(save);
    await user.keyboard('{Enter}');
    // Enter in a field submits the form too, as the button no longer is `disabled`.
    await user.type(screen.getByLabelText('City'), '{Enter}');
    expect(server.sent()).toBe(1);
    server.release();
    expect(await screen.findByRole('status')).toHaveTextContent('Done. Shipments now go to');
  });

  it('a double-click on Ship future orders here saves once', async () => {
    const server = serve(`PATCH /api/v1/subscriptions/${PLAN._id}`, PLAN);
    renderApp(
      [{ path: '/account/auto-replace/:id', element: <PlanPage /> }],
      `/account/auto-replace/${PLAN._id}`,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change address' }));
    const save = screen.getByRole('button', { name: 'Ship future orders here' });
    await user.dblClick(save);
    await expectBusyKeepingFocus(save);
    expect(server.sent()).toBe(1);
    server.release();
  });
});
