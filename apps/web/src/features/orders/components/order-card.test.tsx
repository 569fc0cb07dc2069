import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShopTimeZoneProvider } from '../../../components/shop-time-zone.ts';
import { anOrder } from '../../../test/order-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { OrderCard } from './order-card.tsx';

const order = anOrder('Delivered', {
  // 9 pm on Mar 24 in Cypress, Texas: already Mar 25 in UTC.
  createdAt: '2026-03-25T02:00:00.000Z',
  deliveredAt: '2026-03-27T15:00:00.000Z',
});

describe('an order card', () => {
  it("dates the order on the shop's day, in the shop's style", () => {
    renderApp([
      {
        path: '/',
        element: (
          <ShopTimeZoneProvider value="America/Chicago">
            <OrderCard order={order} />
          </ShopTimeZoneProvider>
        ),
      },
    ]);
    expect(screen.getByText('Ordered').nextElementSibling).toHaveTextContent('Mar 24, 2026');
    expect(screen.getByText('Delivered', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Mar 27, 2026',
    );
  });

  it("marks an auto-replace order and links to its plans: the customer's pages, or staff's", () => {
    const renewal = anOrder('Pending', {
      source: 'auto_replace',
      planIds: ['plan-a', 'plan-b'],
    });
    renderApp([
      {
        path: '/',
        element: (
          <>
            <OrderCard order={renewal} />
            <OrderCard
              order={{ ...renewal, _id: 'staff' }}
              planPath={(id) => `/admin/subscriptions/${id}`}
            />
            <OrderCard order={anOrder('Shipped')} />
          </>
        ),
      },
    ]);
    const [customer, staff, checkout] = screen.getAllByRole('article');
    expect(within(customer as HTMLElement).getByText('Auto-replace')).toBeInTheDocument();
    expect(
      within(customer as HTMLElement).getByRole('link', { name: 'Auto-replace plan 2' }),
    ).toHaveAttribute('href', '/account/auto-replace/plan-b');
    expect(
      within(staff as HTMLElement).getByRole('link', { name: 'Auto-replace plan 1' }),
    ).toHaveAttribute('href', '/admin/subscriptions/plan-a');
    expect(within(checkout as HTMLElement).queryByText('Auto-replace')).not.toBeInTheDocument();
    expect(within(checkout as HTMLElement).queryByRole('link', { name: /plan/ })).toBeNull();
  });
});
