import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShopTimeZoneProvider } from '../../../components/shop-time-zone.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { PendingInstallations } from './pending-installations.tsx';

describe('Pending Installations', () => {
  it("dates a system's order on the shop's day, as Order History does", () => {
    renderApp([
      {
        path: '/',
        element: (
          <ShopTimeZoneProvider value="America/Chicago">
            <PendingInstallations
              onInstall={() => {}}
              items={[
                {
                  orderId: 'o1',
                  orderItemId: 'i1',
                  productId: 'p1',
                  name: 'UltraClear 2-Stage',
                  imageUrl: '/images/uc-2s.webp',
                  // 8:46 pm on Nov 28 in Texas: already Nov 29 in UTC.
                  orderedAt: '2026-11-29T02:46:00.000Z',
                },
              ]}
            />
          </ShopTimeZoneProvider>
        ),
      },
    ]);
    expect(screen.getByText('Ordered Nov 28, 2026')).toBeInTheDocument();
  });
});
