import { TEST_PAYMENTS_BANNER } from '@shop/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '../../../test/render-app.tsx';
import { TestPaymentsBanner } from './test-payments-banner.tsx';

const NO_SOCIAL = { facebook: null, instagram: null, youtube: null, x: null };

function renderBanner(testPayments: boolean) {
  const { fetchStub } = stubFetch(() => ({
    body: { success: true, data: { testPayments, social: NO_SOCIAL } },
  }));
  vi.stubGlobal('fetch', fetchStub);
  renderApp([{ path: '/', element: <TestPaymentsBanner /> }]);
}

afterEach(() => vi.unstubAllGlobals());

describe('TestPaymentsBanner', () => {
  it('says payments are not real when the server runs in payments test mode', async () => {
    renderBanner(true);
    expect(await screen.findByRole('note')).toHaveTextContent(TEST_PAYMENTS_BANNER);
  });

  it('shows nothing otherwise', async () => {
    renderBanner(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('note')).toBeNull();
  });
});
