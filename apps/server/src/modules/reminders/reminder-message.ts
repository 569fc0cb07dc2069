import { formatShopDate, type ReminderAction } from '@shop/contract';
import { isoDay } from '../trackers/part-due.ts';
import type { ReminderCandidate } from './reminder-candidates.ts';
import { signReminderLink } from './reminder-links.ts';

export interface ReminderMessageSettings {
  shopName: string;
  publicUrl: string;
  linkKey: Buffer;
}

export interface ReminderMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
}

const LINK_LABELS: Record<ReminderAction, string> = {
  replaced: 'Replaced',
  snooze: 'Snooze 2 weeks',
  reorder: 'Reorder',
};

/** One reminder with its three links (signed, so no sign-in is needed; each opens a confirmation). */
export function composeReminder(
  candidate: ReminderCandidate & { to: string },
  settings: ReminderMessageSettings,
  now: Date,
): ReminderMessage {
  const link = (action: ReminderAction) => {
    const token = signReminderLink(
      settings.linkKey,
      { trackedPartId: candidate.trackedPartId, action, dueDate: candidate.dueDate },
      now,
    );
    return `${settings.publicUrl}/api/v1/reminders/action?token=${token}`;
  };
  const when = formatShopDate(candidate.dueDate);
  const overdue = candidate.dueDate < isoDay(now);
  const what = `${candidate.partName} (${candidate.customName})`;
  const subject =
    candidate.kind === 'lead'
      ? `${candidate.partName} is due for replacement on ${when}`
      : overdue
        ? `${candidate.partName} is overdue since ${when}`
        : `Time to replace ${candidate.partName}`;
  const actions = (['reorder', 'replaced', 'snooze'] as const).map(
    (action) => `${LINK_LABELS[action]}: ${link(action)}`,
  );
  if (candidate.contactMethod === 'sms') {
    const headline =
      candidate.kind === 'lead'
        ? `replace ${what} by ${when}.`
        : overdue
          ? `${what} is overdue since ${when}.`
          : `${what} is due today.`;
    return {
      channel: 'sms',
      to: candidate.to,
      subject,
      text: [`${settings.shopName}: ${headline}`, ...actions].join('\n'),
    };
  }
  const opening =
    candidate.kind === 'lead'
      ? `${what} reaches the end of its lifespan on ${when}. Order a replacement now so it arrives in time.`
      : `${what} is ${overdue ? `overdue since ${when}` : `due for replacement today (${when})`}. A spent filter stops protecting your water.`;
  const text = [
    opening,
    actions.join('\n'),
    'You receive this because you track this system in My Products. Change or stop tracking on your dashboard.',
  ].join('\n\n');
  return { channel: 'email', to: candidate.to, subject, text };
}
