import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '../../../test/render-app.tsx';
import { aUser } from '../../../test/user-fixtures.ts';
import { GoogleSignIn } from './google-sign-in.tsx';

type Answer = { status?: number; body: unknown };

/** Google's script as a stand-in whose button "returns" a credential when `press` is called. */
function renderWithGoogle(googleAnswer: Answer) {
  let callback: ((response: { credential?: string }) => void) | undefined;
  vi.stubGlobal('google', {
    accounts: {
      id: {
        initialize: (options: { callback: typeof callback }) => {
          callback = options.callback;
        },
        renderButton: () => {},
      },
    },
  });
  const { fetchStub } = stubFetch((url) =>
    url.pathname.endsWith('/auth/config')
      ? { body: { success: true, data: { googleClientId: 'client-1' } } }
      : googleAnswer,
  );
  vi.stubGlobal('fetch', fetchStub);
  const onSignedIn = vi.fn();
  renderApp([{ path: '/', element: <GoogleSignIn onSignedIn={onSignedIn} /> }]);
  const press = async () => {
    await waitFor(() => expect(callback).toBeDefined());
    await act(async () => callback?.({ credential: 'google-id-token' }));
  };
  return { onSignedIn, press };
}

afterEach(() => vi.unstubAllGlobals());

describe('Google sign-in', () => {
  it('hands on our token after a complete answer', async () => {
    const { onSignedIn, press } = renderWithGoogle({
      body: { success: true, data: { token: 'our-token', user: aUser() } },
    });
    await press();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('our-token'));
  });

  it('says so when a successful answer lacks the token or user', async () => {
    const { onSignedIn, press } = renderWithGoogle({ body: { success: true, data: {} } });
    await press();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Backend response was successful but did not contain expected data.',
    );
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("shows the server's message when the backend refuses", async () => {
    const { press } = renderWithGoogle({
      status: 401,
      body: { success: false, message: 'That Google account is not verified.', code: 'X' },
    });
    await press();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That Google account is not verified.',
    );
  });
});
