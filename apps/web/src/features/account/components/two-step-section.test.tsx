import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '../../../test/render-app.tsx';
import { TwoStepSection } from './two-step-section.tsx';

afterEach(() => vi.unstubAllGlobals());

const CODES = Array.from({ length: 10 }, (_, index) => `abcde-fgh${index}k`);
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('Two-step sign-in on the account page', () => {
  it('sets up the app with the key in groups of four, confirms, and shows the codes once', async () => {
    let enabled = false;
    const { fetchStub, calls } = stubFetch((url) => {
      if (url.pathname.endsWith('/auth/totp/setup')) {
        const otpauthUrl = `otpauth://totp/ClearSpring:dana%40example.com?secret=${SECRET}`;
        return { body: { success: true, data: { secret: SECRET, otpauthUrl } } };
      }
      if (url.pathname.endsWith('/auth/totp/confirm')) {
        enabled = true;
        return { body: { success: true, data: { recoveryCodes: CODES } } };
      }
      return {
        body: {
          success: true,
          data: { enabled, recoveryCodesLeft: enabled ? 10 : 0, requiredForBackOffice: false },
        },
      };
    });
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderApp([{ path: '/', element: <TwoStepSection /> }]);

    const section = await screen.findByRole('region', { name: 'Two-step sign-in' });
    await user.click(within(section).getByRole('button', { name: 'Set up two-step sign-in' }));
    expect(
      await within(section).findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP'),
    ).toBeVisible();
    expect(within(section).getByText(/otpauth:\/\/totp\//)).toBeVisible();

    await user.type(within(section).getByLabelText('Authentication code'), '123456');
    await user.click(within(section).getByRole('button', { name: 'Turn on' }));

    const list = await within(section).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    const confirm = calls.find((call) => call.url.pathname.endsWith('/auth/totp/confirm'));
    expect(JSON.parse(String(confirm?.init?.body))).toEqual({ code: '123456' });
  });

  it('says a wrong code in place', async () => {
    const { fetchStub } = stubFetch((url) => {
      if (url.pathname.endsWith('/auth/totp/setup')) {
        return {
          body: { success: true, data: { secret: SECRET, otpauthUrl: 'otpauth://totp/x' } },
        };
      }
      if (url.pathname.endsWith('/auth/totp/confirm')) {
        const message = 'That code is not right. Please try again.';
        return { status: 400, body: { success: false, message, code: 'VALIDATION_ERROR' } };
      }
      return {
        body: {
          success: true,
          data: { enabled: false, recoveryCodesLeft: 0, requiredForBackOffice: false },
        },
      };
    });
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderApp([{ path: '/', element: <TwoStepSection /> }]);

    await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
    await user.type(await screen.findByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code is not right. Please try again.',
    );
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('says when two-step sign-in is already on', async () => {
    const { fetchStub } = stubFetch(() => ({
      body: {
        success: true,
        data: { enabled: true, recoveryCodesLeft: 7, requiredForBackOffice: false },
      },
    }));
    vi.stubGlobal('fetch', fetchStub);
    renderApp([{ path: '/', element: <TwoStepSection /> }]);
    expect(await screen.findByText('Two-step sign-in is on. 7 recovery codes left.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Set up two-step sign-in' })).toBeNull();
  });
});
