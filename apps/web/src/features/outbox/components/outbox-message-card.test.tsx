import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/providers.tsx';
import { ShopTimeZoneProvider } from '../../../components/shop-time-zone.ts';
import { OutboxMessageCard } from './outbox-message-card.tsx';

const sms = {
  _id: 'm1',
  channel: 'sms' as const,
  to: '+12025550123',
  subject: null,
  body: 'ClearSpring: Kitchen filter due today.',
  masked: false,
  developmentOutbox: false,
  status: 'sent' as const,
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-28T03:30:00.000Z',
  sentAt: '2026-11-28T03:30:00.000Z',
};

describe('a message in the back office', () => {
  it("is dated in the shop's time zone, as the orders are, wherever the admin's browser is", () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ShopTimeZoneProvider value="America/Chicago">
          <OutboxMessageCard message={sms} />
        </ShopTimeZoneProvider>
      </QueryClientProvider>,
    );
    // 03:30 UTC on the 28th is 21:30 on the 27th in Chicago.
    expect(screen.getByText('27 Nov 2026, 21:30')).toHaveAttribute('datetime', sms.createdAt);
  });
});
