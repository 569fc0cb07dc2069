import type { ReminderStops } from '@shop/contract';
import { MailX } from 'lucide-react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useMomentDates } from '../../../components/store-dates.ts';
import { useReminderStops, useResumeReminders } from '../api/reminder-stops.ts';
import { StoppedTextsNotice } from './stopped-texts-notice.tsx';

/**
 * Why a tracker's reminders stopped coming: its address was unsubscribed from a reminder e-mail
 * (decision 061), which its owner can undo from here, or its number replied STOP to a text
 * (decision 062), which only a reply of START can undo.
 */
export function ReminderStopsNotice() {
  const stops = useReminderStops();
  return (
    <>
      <StoppedEmailsNotice stopped={stops.data?.stopped ?? []} />
      <StoppedTextsNotice phones={stops.data?.stoppedPhones ?? []} />
    </>
  );
}

function StoppedEmailsNotice({ stopped }: { stopped: ReminderStops['stopped'] }) {
  const resume = useResumeReminders();
  const { day } = useMomentDates();
  if (stopped.length === 0) return <FormAlert tone="success" message={resume.data?.message} />;
  return (
    <section aria-label="Stopped reminder e-mails" className="space-y-3">
      {stopped.map(({ email, since }) => (
        <div
          key={email}
          className="flex flex-col gap-3 rounded-box border border-warning/60 bg-warning/10 p-4 sm:flex-row sm:items-center"
        >
          <p className="flex min-w-0 flex-1 gap-3">
            <MailX className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <span className="min-w-0 break-words">
              <strong>Reminder e-mails are stopped</strong> for {email}: the unsubscribe link of a
              reminder turned them off on {day(since)}.
            </span>
          </p>
          <button
            type="button"
            className="btn btn-sm btn-outline self-start sm:self-center"
            aria-disabled={resume.isPending}
            onClick={() => {
              if (!resume.isPending) resume.mutate(email);
            }}
          >
            Send reminders again
          </button>
        </div>
      ))}
      <FormAlert tone="error" message={resume.error?.message} />
    </section>
  );
}
