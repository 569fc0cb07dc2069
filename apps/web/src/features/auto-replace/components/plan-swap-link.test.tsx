import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PlanPage from '../../../app/routes/account-auto-replace-plan.tsx';
import { aPlan, savedCard } from '../../../test/plan-fixtures.ts';
import { renderApp, stubFetch } from '../../../test/render-app.tsx';
import { aUser } from '../../../test/user-fixtures.ts';

const ok = (data: unknown) => ({ body: { success: true, data } });
const PLAN = aPlan();
const PRODUCTS = [
  { _id: PLAN.productId, name: PLAN.productName, price: 20, current: true },
  { _id: 'p-carbon', name: 'Carbon Block', price: 18, current: false },
];

function openPlan(path: string, plan = PLAN) {
  const stub = stubFetch((url) => {
    if (url.pathname.endsWith('/users/me')) return ok(aUser());
    if (url.pathname.endsWith('/payment-methods')) return ok([savedCard]);
    if (url.pathname.endsWith('/products')) return ok(PRODUCTS);
    if (url.pathname.endsWith('/subscriptions')) return ok([plan]);
    return ok(plan);
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  renderApp([{ path: '/account/auto-replace/:id', element: <PlanPage /> }], path);
}

beforeEach(() => localStorage.setItem('token', 'a-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("issue 42: a return's link opens the plan's product swap", () => {
  it('?change=product opens Swap product with the parts that fit', async () => {
    openPlan(`/account/auto-replace/${PLAN._id}?change=product`);
    const actions = await screen.findByRole('region', { name: 'Change your plan' });
    const products = await within(actions).findByRole('group', {
      name: `Products that fit ${PLAN.systemName}`,
    });
    expect(within(products).getByRole('radio', { name: 'Carbon Block, $18.00' })).toBeVisible();
    expect(within(actions).getByRole('button', { name: 'Swap product' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('on a cancelled plan it opens nothing', async () => {
    openPlan(`/account/auto-replace/${PLAN._id}?change=product`, aPlan({ status: 'cancelled' }));
    expect(
      await screen.findByText('This plan is cancelled: there is nothing to change.'),
    ).toBeVisible();
    expect(screen.queryByRole('group', { name: /Products that fit/ })).toBeNull();
  });
});
