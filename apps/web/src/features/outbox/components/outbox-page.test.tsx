import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OutboxPage from '../../../app/routes/outbox.tsx';
import { renderApp, stubFetch } from '../../../test/render-app.tsx';
import { aUser } from '../../../test/user-fixtures.ts';

const routes = [{ path: '/outbox', element: <OutboxPage /> }];

const message = (to: string, body: string, createdAt: string) => ({
  _id: to,
  channel: 'email',
  to,
  subject: 'Your ClearSpring verification code',
  body,
  masked: false,
  developmentOutbox: true,
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt,
  sentAt: createdAt,
});

function signedInAs(role: 'user' | 'admin', total = 2) {
  localStorage.setItem('token', 'a-token');
  const outbox = [
    message('new@example.com', 'Your code is 222222.', '2026-05-02T10:00:00.000Z'),
    message('old@example.com', 'Your code is 111111.', '2026-05-01T10:00:00.000Z'),
  ];
  const { fetchStub } = stubFetch((url) =>
    url.pathname.endsWith('/admin/outbox')
      ? {
          body: {
            success: true,
            data: {
              items:
                total > 2
                  ? Array.from({ length: 100 }, (_, i) => ({ ...outbox[0], _id: `m${i}` }))
                  : outbox,
              total: Math.min(total, 10_000),
              totalIsCapped: total > 10_000,
              page: 1,
              pageSize: 100,
            },
          },
        }
      : { body: { success: true, data: aUser({ role }) } },
  );
  vi.stubGlobal('fetch', fetchStub);
}

afterEach(() => vi.unstubAllGlobals());

describe('outbox page', () => {
  it('lists the messages for an admin in the order the server gives (newest first)', async () => {
    signedInAs('admin');
    renderApp(routes, '/outbox');

    const items = await screen.findAllByRole('article');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('new@example.com')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('Your code is 222222.')).toBeInTheDocument();
    expect(screen.getByText('2 message(s), newest first.')).toBeInTheDocument();
  });

  it('says "10,000+" past the count cap, with a link to the next page', async () => {
    signedInAs('admin', 2_000_000);
    renderApp(routes, '/outbox?status=sent');
    expect(await screen.findByText('10,000+ message(s), newest first.')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Message pages' });
    expect(pages).toHaveTextContent('Page 1 of 100+ · 10,000+ in all');
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/outbox?status=sent&page=2',
    );
  });

  it('denies a customer', async () => {
    signedInAs('user');
    renderApp(routes, '/outbox');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Access denied. Admin privileges required.',
    );
  });

  it('asks a visitor to log in', () => {
    renderApp(routes, '/outbox');
    expect(screen.getByText('Please log in first.')).toBeInTheDocument();
  });
});
