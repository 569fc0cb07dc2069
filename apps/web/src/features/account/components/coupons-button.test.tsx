import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShopTimeZoneProvider } from '../../../components/shop-time-zone.ts';
import { renderApp, stubFetch } from '../../../test/render-app.tsx';
import { CouponsButton } from './coupons-button.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('Coupons', () => {
  it("says a coupon's last day as the shop set it, in the shop's style", async () => {
    const { fetchStub } = stubFetch(() => ({
      body: {
        success: true,
        // The back office's 'ends Dec 31' in Chicago: its last minute is Jan 1 in UTC.
        data: [{ code: 'SPRING10', description: '10% off', endsAt: '2027-01-01T05:59:59.999Z' }],
      },
    }));
    vi.stubGlobal('fetch', fetchStub);
    renderApp([
      {
        path: '/',
        element: (
          <ShopTimeZoneProvider value="America/Chicago">
            <CouponsButton />
          </ShopTimeZoneProvider>
        ),
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Coupons' }));
    const coupon = await screen.findByRole('listitem');
    expect(coupon).toHaveTextContent('SPRING10 10% off · until Dec 31, 2026');
  });
});
