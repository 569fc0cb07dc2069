import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { OneTapLinkPanel } from '../../../components/one-tap-link-panel.tsx';
import { paths } from '../../../lib/paths.ts';
import { useConfirmReminderLink, useReminderLink } from '../api/reminder-link.ts';

const BROKEN = 'This link is damaged or has expired. Open My Products to update your filters.';

/** A reminder's short link: reorder, snooze or mark replaced; a reorder goes on to the cart. */
export function ReminderLinkPanel({ code }: { code: string }) {
  const navigate = useNavigate();
  const link = useReminderLink(code);
  const confirm = useConfirmReminderLink(code);
  const done = confirm.data;

  useEffect(() => {
    if (done?.kind === 'redirect') navigate(done.location);
  }, [done, navigate]);

  return (
    <OneTapLinkPanel
      link={link}
      confirm={confirm}
      broken={BROKEN}
      back={{ to: paths.dashboard, label: 'Open My Products' }}
    />
  );
}
