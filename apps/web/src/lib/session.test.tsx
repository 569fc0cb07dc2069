import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../app/providers.tsx';
import { stubFetch } from '../test/render-app.tsx';
import { aUser } from '../test/user-fixtures.ts';
import { apiRequest } from './api-client.ts';
import { SessionProvider, useSession } from './session.tsx';

function SessionProbe() {
  const session = useSession();
  return (
    <div>
      <p>token: {session.token ?? 'none'}</p>
      <p>user: {session.user?.name ?? 'none'}</p>
      <p>load failed: {String(session.userLoadFailed)}</p>
      <p>ended: {String(session.sessionEnded)}</p>
      <button type="button" onClick={() => apiRequest('/admin/orders').catch(() => undefined)}>
        Open orders
      </button>
      <button type="button" onClick={session.logout}>
        Log Out
      </button>
    </div>
  );
}

function renderSession() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <SessionProbe />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('SessionProvider', () => {
  it('loads the current user when a token is stored', async () => {
    localStorage.setItem('token', 'good');
    const user = aUser({ name: 'Dana' });
    const { fetchStub, calls } = stubFetch(() => ({ body: { success: true, data: user } }));
    vi.stubGlobal('fetch', fetchStub);

    renderSession();

    expect(await screen.findByText('user: Dana')).toBeInTheDocument();
    expect(calls[0]?.url.pathname).toBe('/api/v1/users/me');
  });

  it('ends the session when any call made with the token answers 401, not only /users/me', async () => {
    localStorage.setItem('token', 'ended-elsewhere');
    const user = aUser({ name: 'Pia', role: 'admin' });
    const ended = {
      success: false,
      message: 'Session expired or invalid. Please log in again.',
      code: 'UNAUTHORIZED',
    };
    const { fetchStub } = stubFetch((url) =>
      url.pathname === '/api/v1/admin/orders'
        ? { status: 401, body: ended }
        : { body: { success: true, data: user } },
    );
    vi.stubGlobal('fetch', fetchStub);
    renderSession();
    expect(await screen.findByText('user: Pia', {}, { timeout: 10_000 })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Open orders' }));

    expect(await screen.findByText('token: none', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('ended: true')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('clears the token when the current-user lookup answers 401', async () => {
    localStorage.setItem('token', 'expired');
    const body = { success: false, message: 'Please sign in again.', code: 'UNAUTHORIZED' };
    vi.stubGlobal('fetch', stubFetch(() => ({ status: 401, body })).fetchStub);

    renderSession();

    expect(await screen.findByText('token: none')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the token on a network error', async () => {
    localStorage.setItem('token', 'good');
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));

    renderSession();

    expect(await screen.findByText('load failed: true')).toBeInTheDocument();
    expect(screen.getByText('token: good')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('good');
  });

  it('forgets the token and the user on logout', async () => {
    localStorage.setItem('token', 'good');
    const user = aUser({ name: 'Dana' });
    vi.stubGlobal('fetch', stubFetch(() => ({ body: { success: true, data: user } })).fetchStub);
    renderSession();
    await screen.findByText('user: Dana');

    screen.getByRole('button', { name: 'Log Out' }).click();

    await waitFor(() => expect(screen.getByText('user: none')).toBeInTheDocument());
    expect(localStorage.getItem('token')).toBeNull();
  });
});
