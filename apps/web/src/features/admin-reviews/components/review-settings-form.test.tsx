import type { ShopSettings } from '@shop/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '../../../test/render-app.tsx';
import { ReviewSettingsForm } from './review-settings-form.tsx';

afterEach(() => vi.unstubAllGlobals());

const SETTINGS: ShopSettings = {
  supportRefundLimit: 100,
  reviewRequestDays: 14,
  returnWindowDays: 30,
  nonReturnableTypes: ['part'],
  returnAddress: '',
};

describe('the review settings form', () => {
  it('saves the days before the review request, and the saved line takes the focus', async () => {
    const { fetchStub, calls } = stubFetch(() => ({
      body: { success: true, data: { ...SETTINGS, reviewRequestDays: 10 } },
    }));
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderApp([{ path: '/', element: <ReviewSettingsForm settings={SETTINGS} /> }]);

    const days = screen.getByLabelText('Review request e-mail (days after delivery)');
    expect(days).toHaveValue(14);
    await user.clear(days);
    await user.type(days, '10');
    await user.click(screen.getByRole('button', { name: 'Save review settings' }));

    const saved = await screen.findByRole('status');
    expect(saved).toHaveTextContent('Review settings saved.');
    expect(saved.parentElement).toHaveFocus();
    const put = calls.find((call) => call.url.pathname.endsWith('/admin/settings'));
    expect(put?.init?.method).toBe('PUT');
    // Only this setting changes; the refund limit the body requires goes back as it was.
    expect(JSON.parse(String(put?.init?.body))).toEqual({
      supportRefundLimit: 100,
      reviewRequestDays: 10,
    });
  });

  it("shows the envelope's message when the server refuses the change", async () => {
    const message = 'Insufficient permissions.';
    const { fetchStub } = stubFetch(() => ({
      status: 403,
      body: { success: false, message, code: 'FORBIDDEN' },
    }));
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderApp([{ path: '/', element: <ReviewSettingsForm settings={SETTINGS} /> }]);

    const days = screen.getByLabelText('Review request e-mail (days after delivery)');
    await user.clear(days);
    await user.type(days, '21');
    await user.click(screen.getByRole('button', { name: 'Save review settings' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
