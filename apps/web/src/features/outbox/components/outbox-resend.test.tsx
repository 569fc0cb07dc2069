import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectBusyKeepingFocus, holdFetch } from '../../../test/held-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { OutboxMessageCard } from './outbox-message-card.tsx';

const failed = {
  _id: 'm1',
  channel: 'email' as const,
  to: 'carla@example.com',
  subject: 'Your filter is due',
  body: 'Time to change it.',
  masked: false,
  developmentOutbox: false,
  status: 'failed' as const,
  attempts: 6,
  lastError: '550 mailbox unavailable',
  createdAt: '2026-11-28T03:30:00.000Z',
  sentAt: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('a failed message while it is being sent again', () => {
  it('Resend keeps the focus of whoever pressed it, and a second press sends nothing', async () => {
    const server = holdFetch('POST /api/v1/admin/outbox/m1/resend', () => ({
      body: { success: true, data: { ...failed, status: 'pending' } },
    }));
    renderApp([{ path: '/', element: <OutboxMessageCard message={failed} /> }]);
    const user = userEvent.setup();
    const resend = screen.getByRole('button', { name: 'Resend the E-mail to carla@example.com' });
    await user.click(resend);
    await expectBusyKeepingFocus(resend);
    await user.click(resend);
    await user.keyboard('{Enter}');
    expect(server.sent()).toBe(1);
    server.release();
  });
});
