import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '../../test/render-app.tsx';
import { aUser } from '../../test/user-fixtures.ts';
import AdminStaffPage from './admin-staff.tsx';

const routes = [{ path: '/admin/staff', element: <AdminStaffPage /> }];
const olive = {
  _id: 'c0ffee00-0000-4000-8000-000000000001',
  name: 'Olive Owner',
  email: 'olive@example.com',
  staffRole: 'owner',
  suspended: false,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const pat = {
  ...olive,
  _id: 'c0ffee00-0000-4000-8000-000000000002',
  name: 'Pat Packer',
  email: 'pat@example.com',
  staffRole: 'fulfilment',
};
const invite = {
  _id: 'c0ffee00-0000-4000-8000-000000000003',
  name: 'Sam Support',
  email: 'sam@example.com',
  staffRole: 'support',
  expiresAt: '2026-11-04T10:00:00.000Z',
};

function serve() {
  const { fetchStub, calls } = stubFetch((url) => {
    if (url.pathname === '/api/v1/users/me') {
      return { body: { success: true, data: aUser({ role: 'admin' }) } };
    }
    if (url.pathname === '/api/v1/admin/staff') {
      const last = calls.at(-1);
      if (last?.init?.method === 'POST')
        return { status: 201, body: { success: true, data: invite } };
      return { body: { success: true, data: { members: [olive, pat], invites: [invite] } } };
    }
    if (url.pathname.startsWith('/api/v1/admin/staff/')) {
      return { body: { success: true, data: { ...pat, staffRole: 'support' } } };
    }
    return { body: { success: true, data: {} } };
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

const bodyOf = (call: { init?: RequestInit } | undefined) => JSON.parse(String(call?.init?.body));

afterEach(() => vi.unstubAllGlobals());

// jsdom has <dialog> without its modal methods; these do what the browser's do to `open`.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});

describe('the Staff page', () => {
  it('lists members with their roles and the open invitations', async () => {
    localStorage.setItem('token', 'a-token');
    serve();
    renderApp(routes, '/admin/staff');
    const role = await screen.findByRole('combobox', { name: 'Role of Pat Packer' });
    const row = role.closest('tr') as HTMLElement;
    expect(within(row).getByRole('combobox', { name: 'Role of Pat Packer' })).toHaveValue(
      'fulfilment',
    );
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(
      screen.getByText(/Sam Support \(sam@example.com\), Customer support/),
    ).toBeInTheDocument();
  });

  it('invites by e-mail, name and a role chosen by its label', async () => {
    localStorage.setItem('token', 'a-token');
    const calls = serve();
    const user = userEvent.setup();
    renderApp(routes, '/admin/staff');
    const form = await screen.findByRole('form', { name: 'Invite a staff member' });
    await user.type(within(form).getByLabelText('E-mail'), 'Sam@Example.com');
    await user.type(within(form).getByLabelText('Name'), 'Sam Support');
    // A select as the shop draws one (an arrow), not a text field's box.
    expect(within(form).getByLabelText('Role')).toHaveClass('select');
    expect(within(form).getByLabelText('Role')).not.toHaveClass('input');
    await user.selectOptions(within(form).getByLabelText('Role'), 'Customer support');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/Invitation sent to sam@example.com/)).toBeInTheDocument();
    const post = calls.find((call) => call.init?.method === 'POST');
    expect(bodyOf(post)).toEqual({
      email: 'sam@example.com',
      name: 'Sam Support',
      staffRole: 'support',
    });
  });

  it('changes a role, suspends, and removes after asking', async () => {
    localStorage.setItem('token', 'a-token');
    const calls = serve();
    const user = userEvent.setup();
    renderApp(routes, '/admin/staff');
    const role = await screen.findByRole('combobox', { name: 'Role of Pat Packer' });
    await user.selectOptions(role, 'Customer support');
    const patches = () => calls.filter((call) => call.init?.method === 'PATCH');
    await vi.waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]?.url.pathname).toBe(`/api/v1/admin/staff/${pat._id}`);
    expect(bodyOf(patches()[0])).toEqual({ staffRole: 'support' });

    await user.click(screen.getByRole('button', { name: 'Suspend Pat Packer' }));
    await vi.waitFor(() => expect(patches()).toHaveLength(2));
    expect(bodyOf(patches()[1])).toEqual({ suspended: true });

    await user.click(screen.getByRole('button', { name: 'Remove Pat Packer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Pat Packer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(calls.some((call) => call.init?.method === 'DELETE')).toBe(true));
  });
});
