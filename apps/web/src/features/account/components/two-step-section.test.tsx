import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '../../../test/render-app.tsx';
import { TwoStepSection } from './two-step-section.tsx';

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

const on = (recoveryCodesLeft: number) => ({
  body: { success: true, data: { enabled: true, recoveryCodesLeft, requiredForBackOffice: false } },
});
const refused = (status: number, message: string) => ({
  status,
  body: { success: false, message, code: status === 403 ? 'FORBIDDEN' : 'VALIDATION_ERROR' },
});

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

  it('makes new recovery codes for a current code, shows them once and says the old ones stop working', async () => {
    const { fetchStub, calls } = stubFetch((url) => {
      if (url.pathname.endsWith('/auth/totp/recovery-codes'))
        return { body: { success: true, data: { recoveryCodes: CODES } } };
      return on(3);
    });
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderApp([{ path: '/', element: <TwoStepSection /> }]);

    await user.click(await screen.findByRole('button', { name: 'New recovery codes' }));
    const form = screen.getByRole('form', { name: 'New recovery codes' });
    expect(within(form).getByText(/the old codes stop working/)).toBeVisible();
    await user.type(within(form).getByLabelText('Authentication code'), ' 123456 ');
    await user.click(within(form).getByRole('button', { name: 'Make new recovery codes' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByRole('status')).toHaveTextContent('your old ones no longer work');
    expect(screen.getByRole('button', { name: 'Copy codes' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Print codes' })).toBeVisible();
    const renew = calls.find((call) => call.url.pathname.endsWith('/auth/totp/recovery-codes'));
    expect(renew?.init?.method).toBe('POST');
    expect(JSON.parse(String(renew?.init?.body))).toEqual({ code: '123456' });
  });

  it("says the server's message when the code for new recovery codes is wrong", async () => {
    const { fetchStub } = stubFetch((url) =>
      url.pathname.endsWith('/auth/totp/recovery-codes')
        ? refused(400, 'That code is not right. Please try again.')
        : on(3),
    );
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderApp([{ path: '/', element: <TwoStepSection /> }]);

    await user.click(await screen.findByRole('button', { name: 'New recovery codes' }));
    await user.type(screen.getByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code is not right. Please try again.',
    );
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('turns two-step sign-in off for a current code once confirmed', async () => {
    let enabled = true;
    const { fetchStub, calls } = stubFetch((url) => {
      if (url.pathname.endsWith('/auth/totp/disable')) {
        enabled = false;
        const data = { enabled: false, recoveryCodesLeft: 0, requiredForBackOffice: false };
        return { body: { success: true, data } };
      }
      return enabled
        ? on(10)
        : {
            body: {
              success: true,
              data: { enabled: false, recoveryCodesLeft: 0, requiredForBackOffice: false },
            },
          };
    });
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderApp([{ path: '/', element: <TwoStepSection /> }]);

    await user.click(await screen.findByRole('button', { name: 'Turn off two-step sign-in' }));
    const form = screen.getByRole('form', { name: 'Turn off two-step sign-in' });
    await user.type(within(form).getByLabelText('Authentication code'), 'abcde-fgh0k');
    await user.click(within(form).getByRole('button', { name: 'Turn off' }));
    // Nothing is sent until the dialog is confirmed.
    expect(calls.some((call) => call.url.pathname.endsWith('/auth/totp/disable'))).toBe(false);
    const dialog = screen.getByRole('dialog', { name: 'Turn off two-step sign-in?' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off two-step sign-in' }));

    expect(await screen.findByRole('button', { name: 'Set up two-step sign-in' })).toBeVisible();
    const disable = calls.find((call) => call.url.pathname.endsWith('/auth/totp/disable'));
    expect(JSON.parse(String(disable?.init?.body))).toEqual({ code: 'abcde-fgh0k' });
  });

  it('sends nothing when the dialog is dismissed with Go back', async () => {
    const { fetchStub, calls } = stubFetch(() => on(10));
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderApp([{ path: '/', element: <TwoStepSection /> }]);

    await user.click(await screen.findByRole('button', { name: 'Turn off two-step sign-in' }));
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(calls.some((call) => call.url.pathname.endsWith('/auth/totp/disable'))).toBe(false);
    expect(screen.getByText('Two-step sign-in is on. 10 recovery codes left.')).toBeVisible();
  });

  it("shows the server's refusal and no longer offers turning it off when the account must keep it", async () => {
    const message = 'Staff keep two-step sign-in on to open the back office.';
    const { fetchStub } = stubFetch((url) =>
      url.pathname.endsWith('/auth/totp/disable') ? refused(403, message) : on(10),
    );
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderApp([{ path: '/', element: <TwoStepSection /> }]);

    await user.click(await screen.findByRole('button', { name: 'Turn off two-step sign-in' }));
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn off two-step sign-in?' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off two-step sign-in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Turn off two-step sign-in' })).toBeNull();
    expect(screen.getByRole('button', { name: 'New recovery codes' })).toBeVisible();
  });
});
