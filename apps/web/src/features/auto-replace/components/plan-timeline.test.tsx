import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShopTimeZoneProvider } from '../../../components/shop-time-zone.ts';
import { PlanTimeline } from './plan-timeline.tsx';

describe("an Auto-replace plan's timeline", () => {
  it("dates each event in the shop's style and time zone", () => {
    render(
      <ShopTimeZoneProvider value="America/Chicago">
        <PlanTimeline
          events={[
            {
              at: '2026-11-26T02:05:00.000Z',
              kind: 'created',
              detail: 'Skipped the shipment for the part due Mar 3, 2027',
              actor: { kind: 'customer', name: null },
            },
          ]}
        />
      </ShopTimeZoneProvider>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent(
      'Skipped the shipment for the part due Mar 3, 2027 Nov 25, 2026, 8:05 PM',
    );
  });
});
