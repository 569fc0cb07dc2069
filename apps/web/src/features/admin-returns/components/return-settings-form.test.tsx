import type { ShopSettings } from '@shop/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '../../../test/render-app.tsx';
import { ReturnSettingsForm } from './return-settings-form.tsx';

const settings: ShopSettings = {
  supportRefundLimit: 100,
  reviewRequestDays: 14,
  returnWindowDays: 30,
  nonReturnableTypes: ['part'],
  returnAddress: '',
};

afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const stub = stubFetch(() => ({
    body: { success: true, data: { ...settings, returnWindowDays: 45 } },
  }));
  vi.stubGlobal('fetch', stub.fetchStub);
  renderApp([{ path: '/', element: <ReturnSettingsForm settings={settings} /> }]);
  return stub;
}

describe("the owner's return settings", () => {
  it('refuses a window the contract refuses, in its words, and sends nothing', async () => {
    const { calls } = renderForm();
    const user = userEvent.setup();
    const days = screen.getByLabelText('Return window (days after delivery)');
    await user.clear(days);
    await user.type(days, '400');
    await user.click(screen.getByRole('button', { name: 'Save return settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The return window must be at most 365.',
    );
    await user.clear(days);
    await user.click(screen.getByRole('button', { name: 'Save return settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The return window must be a number.',
    );
    expect(calls).toHaveLength(0);
  });

  it('saves a window and says so', async () => {
    const { calls } = renderForm();
    const user = userEvent.setup();
    const days = screen.getByLabelText('Return window (days after delivery)');
    await user.clear(days);
    await user.type(days, '45');
    await user.click(screen.getByRole('button', { name: 'Save return settings' }));
    const saved = await screen.findByRole('status');
    expect(saved).toHaveTextContent('Return settings saved.');
    expect(saved.parentElement).toHaveFocus();
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.init?.body))).toMatchObject({ returnWindowDays: 45 });
  });
});
