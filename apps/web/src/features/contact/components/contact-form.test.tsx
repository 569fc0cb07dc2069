import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/providers.tsx';
import { SessionProvider } from '../../../lib/session.tsx';
import { renderApp, stubFetch } from '../../../test/render-app.tsx';
import { aUser } from '../../../test/user-fixtures.ts';
import { CONTACT_SENT_MESSAGE, ContactForm } from './contact-form.tsx';

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionProvider>
        <ContactForm />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Dana Rivers');
  await user.type(screen.getByLabelText('Email'), 'dana@example.info');
  await user.type(screen.getByLabelText('Subject'), 'Filter sizing');
  await user.type(screen.getByLabelText('Message'), 'Which cartridge fits my RO?');
}

afterEach(() => vi.unstubAllGlobals());

describe('ContactForm', () => {
  it("hardening 9: prefills a signed-in customer's name and e-mail", async () => {
    localStorage.setItem('token', 'a-token');
    const { fetchStub } = stubFetch(() => ({ body: { success: true, data: aUser() } }));
    vi.stubGlobal('fetch', fetchStub);
    renderApp([{ path: '/', element: <ContactForm /> }]);

    await vi.waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Dana Rivers'));
    expect(screen.getByLabelText('Email')).toHaveValue('dana@example.com');
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });

  it('labels every field and says what is missing', async () => {
    const user = userEvent.setup();
    renderForm();

    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fill in all required fields.',
    );
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label)).toBeInvalid();
    }
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the success line only after the server accepted the message', async () => {
    const user = userEvent.setup();
    const { fetchStub, calls } = stubFetch(() => ({
      status: 201,
      body: { success: true, data: { message: 'Thanks' } },
    }));
    vi.stubGlobal('fetch', fetchStub);
    renderForm();

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('status')).toHaveTextContent(CONTACT_SENT_MESSAGE);
    expect(calls[0]?.url.pathname).toBe('/api/v1/contact');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      name: 'Dana Rivers',
      email: 'dana@example.info',
      subject: 'Filter sizing',
      message: 'Which cartridge fits my RO?',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('keeps the message and shows the error when the server refuses it', async () => {
    const user = userEvent.setup();
    const body = { success: false, message: 'Too many messages.', code: 'RATE_LIMITED' };
    vi.stubGlobal('fetch', stubFetch(() => ({ status: 429, body })).fetchStub);
    renderForm();

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages.');
    expect(screen.queryByText(CONTACT_SENT_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Dana Rivers');
  });
  it("is disabled in the server's markup, with a note for browsers without JavaScript", () => {
    // Typed before the form has hydrated, a message would be lost: the page paints it disabled.
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <QueryClientProvider client={createQueryClient()}>
        <SessionProvider>
          <ContactForm />
        </SessionProvider>
      </QueryClientProvider>,
    );
    const fieldset = container.querySelector('fieldset');
    expect(fieldset?.disabled).toBe(true);
    for (const control of container.querySelectorAll('input, textarea, button')) {
      expect(fieldset?.contains(control)).toBe(true);
    }
    expect(container.textContent).toContain('This form needs JavaScript');
  });

  it('is enabled once rendered in the browser', () => {
    renderForm();
    expect(screen.getByLabelText('Message')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
