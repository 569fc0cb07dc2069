import type { ReminderStops } from '@shop/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '../../../test/render-app.tsx';
import { aUser } from '../../../test/user-fixtures.ts';
import { ReminderStopsNotice } from './reminder-stops-notice.tsx';

const SINCE = '2026-11-20T15:00:00.000Z';

function showStops(stops: ReminderStops) {
  const { fetchStub } = stubFetch((url) =>
    url.pathname.endsWith('/trackers/reminder-stops')
      ? { body: { success: true, data: stops } }
      : { body: { success: true, data: aUser() } },
  );
  vi.stubGlobal('fetch', fetchStub);
  localStorage.setItem('token', 'a-token');
  renderApp([{ path: '/', element: <ReminderStopsNotice /> }]);
}

afterEach(() => vi.unstubAllGlobals());

describe('My Products: reminder texts stopped by a STOP reply', () => {
  it('says the number replied STOP, when, and that replying START from it is the way back', async () => {
    showStops({ stopped: [], stoppedPhones: [{ phone: '+1 (713) 555-0100', since: SINCE }] });

    const notice = await screen.findByRole('region', { name: 'Stopped reminder texts' });
    expect(notice).toHaveTextContent(
      'Reminder texts are stopped for +1 (713) 555-0100: you replied STOP to one of our texts on Nov 20, 2026, and our text service now sends this number nothing.',
    );
    expect(notice).toHaveTextContent(
      'To get them again, reply START to one of our texts from that phone: only a reply from the phone can turn them back on.',
    );
    // The shop cannot lift the text service's block: no button pretends to.
    expect(within(notice).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Stopped reminder e-mails' })).toBeNull();
  });

  it('keeps the e-mail notice and its button beside it', async () => {
    showStops({
      stopped: [{ email: 'sam@example.com', since: SINCE }],
      stoppedPhones: [{ phone: '+17135550100', since: SINCE }],
    });

    const emails = await screen.findByRole('region', { name: 'Stopped reminder e-mails' });
    expect(within(emails).getByRole('button', { name: 'Send reminders again' })).toBeVisible();
    const texts = screen.getByRole('region', { name: 'Stopped reminder texts' });
    expect(texts).toHaveTextContent('Reminder texts are stopped for +17135550100');
    expect(within(texts).queryByRole('button')).toBeNull();
  });
});
