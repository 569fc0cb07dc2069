import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectBusyKeepingFocus, holdFetch } from '../../../test/held-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { DiscountForm } from './discount-form.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('a new discount code while it is being created', () => {
  it('Create code keeps the focus of whoever pressed it, and a second press creates nothing', async () => {
    const server = holdFetch('POST /api/v1/admin/discounts', () => ({
      status: 500,
      body: { success: false, message: 'held' },
    }));
    renderApp([{ path: '/', element: <DiscountForm onDone={() => {}} /> }]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code', { exact: true }), 'SPRING');
    await user.type(screen.getByLabelText('Percent off'), '15');
    const create = screen.getByRole('button', { name: 'Create code' });
    await user.click(create);
    await expectBusyKeepingFocus(create);
    await user.click(create);
    await user.keyboard('{Enter}');
    expect(server.sent()).toBe(1);
    server.release();
  });
});
