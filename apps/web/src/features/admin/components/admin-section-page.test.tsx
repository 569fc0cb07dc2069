import type { StaffRole } from '@shop/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '../../../test/render-app.tsx';
import { aUser } from '../../../test/user-fixtures.ts';
import { AdminNav } from './admin-nav.tsx';
import { AdminSectionPage } from './admin-section-page.tsx';

const section = (path: string, text: string) => ({ path, element: <p>{text}</p> });
const routes = [
  {
    path: '/admin',
    element: (
      <>
        <AdminNav />
        <AdminSectionPage />
      </>
    ),
    children: [
      { index: true, element: <p>The dashboard</p> },
      section('orders', 'The orders desk'),
      section('customers', 'The customers desk'),
      section('discounts', 'The discounts desk'),
      section('staff', 'The staff desk'),
    ],
  },
];

function signInAs(staffRole: StaffRole) {
  localStorage.setItem('token', 'a-token');
  const { fetchStub } = stubFetch((url) =>
    url.pathname === '/api/v1/users/me'
      ? { body: { success: true, data: aUser({ role: 'admin', staffRole }) } }
      : { body: { success: true, data: {} } },
  );
  vi.stubGlobal('fetch', fetchStub);
}

const navLinks = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Admin' });
  await within(nav).findByRole('link', { name: /Orders/ });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the back office by staff role', () => {
  it('shows a packer only the sections of their role', async () => {
    signInAs('fulfilment');
    renderApp(routes, '/admin/orders');
    expect(await navLinks()).toEqual(['Orders', 'Products', 'Returns']);
    expect(screen.getByText('The orders desk')).toBeInTheDocument();
  });

  it("answers a section's URL the role cannot use with the no-access page", async () => {
    signInAs('fulfilment');
    renderApp(routes, '/admin/customers');
    expect(await navLinks()).not.toContain('Customers');
    expect(screen.getByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(screen.getByText(/You do not have access to this/)).toBeInTheDocument();
    expect(screen.queryByText('The customers desk')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
  });

  it('opens the first section a role has at /admin when the dashboard is not theirs', async () => {
    signInAs('support');
    const { router } = renderApp(routes, '/admin');
    expect(await screen.findByText('The orders desk')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/orders');
  });

  it('shows the owner every section, Staff included; a manager all but Staff', async () => {
    signInAs('owner');
    const view = renderApp(routes, '/admin/staff');
    expect(await navLinks()).toContain('Staff');
    expect(await screen.findByText('The staff desk')).toBeInTheDocument();
    view.unmount();

    signInAs('manager');
    renderApp(routes, '/admin/staff');
    const links = await navLinks();
    expect(links).toContain('Discounts');
    expect(links).not.toContain('Staff');
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
  });
});
