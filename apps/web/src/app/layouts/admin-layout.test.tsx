import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '../../test/render-app.tsx';
import { aUser } from '../../test/user-fixtures.ts';
import { AdminLayout } from './admin-layout.tsx';

const routes = [
  { path: '/account', element: <p>account page</p> },
  {
    path: '/admin',
    element: <AdminLayout />,
    children: [{ index: true, element: <p>back office home</p> }],
  },
];

function answerTwoStep(requiredForBackOffice: boolean) {
  const { fetchStub } = stubFetch((url) => {
    if (url.pathname.endsWith('/auth/totp')) {
      const data = { enabled: false, recoveryCodesLeft: 0, requiredForBackOffice };
      return { body: { success: true, data } };
    }
    if (url.pathname.endsWith('/users/me')) {
      return { body: { success: true, data: aUser({ role: 'admin' }) } };
    }
    return { body: { success: true, data: [] } };
  });
  vi.stubGlobal('fetch', fetchStub);
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the back office and two-step sign-in', () => {
  it('takes a staff member who must enrol to the account page first', async () => {
    answerTwoStep(true);
    localStorage.setItem('token', 'staff-token');
    const { router } = renderApp(routes, '/admin');
    expect(await screen.findByText('account page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
  });

  it('opens for a staff member who need not', async () => {
    answerTwoStep(false);
    localStorage.setItem('token', 'staff-token');
    renderApp(routes, '/admin');
    expect(await screen.findByText('back office home')).toBeInTheDocument();
  });
});
