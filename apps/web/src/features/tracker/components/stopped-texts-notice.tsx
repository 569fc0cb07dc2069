import type { ReminderStops } from '@shop/contract';
import { MessageSquareOff } from 'lucide-react';
import { useMomentDates } from '../../../components/store-dates.ts';

/**
 * Why a tracker's reminder texts stopped coming: its number replied STOP to one of the shop's
 * texts, and the text provider (Twilio) now refuses every text to it. Only the number's owner can
 * lift that, by texting START; the shop cannot, so there is no button (decision 062).
 */
export function StoppedTextsNotice({ phones }: { phones: ReminderStops['stoppedPhones'] }) {
  const { day } = useMomentDates();
  if (phones.length === 0) return null;
  return (
    <section aria-label="Stopped reminder texts" className="space-y-3">
      {phones.map(({ phone, since }) => (
        <p
          key={phone}
          className="flex gap-3 rounded-box border border-warning/60 bg-warning/10 p-4"
        >
          <MessageSquareOff className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">
            <strong>Reminder texts are stopped</strong> for{' '}
            <span className="whitespace-nowrap">{phone}</span>: you replied STOP to one of our texts
            on {day(since)}, and our text service now sends this number nothing. To get them again,
            reply START to one of our texts from that phone: only a reply from the phone can turn
            them back on. Or edit the tracker to get reminders by e-mail.
          </span>
        </p>
      ))}
    </section>
  );
}
