import { formatShopDate, type ReminderAction } from '@shop/contract';
import { fitRecurringSms } from '../outbox/sms-text.ts';
import { isoDay } from '../trackers/part-due.ts';
import type { ReminderCandidate } from './reminder-candidates.ts';
import { reminderEmailHtml } from './reminder-email-html.ts';
import { shortLinkPath } from './reminder-short-links.ts';
import { unsubscribePath, unsubscribeToken } from './reminder-unsubscribe.ts';

export interface ReminderMessageSettings {
  shopName: string;
  publicUrl: string;
  linkKey: Buffer;
}

const FOOTER =
  'You receive this because you track this system in My Products. Change or stop tracking on your dashboard.';

export const REMINDER_ACTIONS = ['reorder', 'replaced', 'snooze'] as const;

export interface ReminderMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  html?: string;
  listUnsubscribe?: string;
}

const LINK_LABELS: Record<ReminderAction, string> = {
  replaced: 'Replaced',
  snooze: 'Snooze 2 weeks',
  reorder: 'Reorder',
};
/** An SMS's labels when the long ones leave too little room. */
const SHORT_LABELS: Record<ReminderAction, string> = { ...LINK_LABELS, snooze: 'Snooze' };
/** The floor's labels: the actions that change what the shop does next, without Snooze. */
const FLOOR_LABELS: Partial<Record<ReminderAction, string>> = {
  reorder: 'Reorder',
  replaced: 'Replaced',
};

/**
 * One reminder with its three short links ({PUBLIC_URL}/r/{code}, one per action; each opens the
 * shop's own confirmation page). An SMS fits two GSM-7 segments with its opt-out line by
 * shortening its words and the names in it, never the links; with a long PUBLIC_URL it carries two.
 */
export function composeReminder(
  candidate: ReminderCandidate & { to: string },
  settings: ReminderMessageSettings,
  now: Date,
  codes: Record<ReminderAction, string>,
): ReminderMessage {
  const link = (action: ReminderAction) => `${settings.publicUrl}${shortLinkPath(codes[action])}`;
  const when = formatShopDate(candidate.dueDate);
  const overdue = candidate.dueDate < isoDay(now);
  const what = `${candidate.partName} (${candidate.customName})`;
  const subject =
    candidate.kind === 'lead'
      ? `${candidate.partName} is due for replacement on ${when}`
      : overdue
        ? `${candidate.partName} is overdue since ${when}`
        : `Time to replace ${candidate.partName}`;
  const actions = REMINDER_ACTIONS.map((action) => `${LINK_LABELS[action]}: ${link(action)}`);
  if (candidate.contactMethod === 'sms') {
    const links = (labels: Partial<Record<ReminderAction, string>>) =>
      REMINDER_ACTIONS.flatMap((action) =>
        labels[action] ? [`\n${labels[action]}: ${link(action)}`] : [],
      ).join('');
    const { partName, customName } = candidate;
    const state =
      candidate.kind === 'lead' ? `due ${when}` : overdue ? `overdue since ${when}` : 'due today';
    const text = fitRecurringSms([
      (name) =>
        `${name(settings.shopName, 20)}: ${candidate.kind === 'lead' ? `replace ${name(partName, 40)} (${name(customName, 30)}) by ${when}` : `${name(partName, 40)} (${name(customName, 30)}) is ${state}`}.${links(LINK_LABELS)}`,
      (name) =>
        `${name(settings.shopName, 20)}: ${name(partName)} (${name(customName)}) ${state}${links(SHORT_LABELS)}`,
      (name) =>
        `${name(settings.shopName, 20)}: ${name(customName)} filter ${overdue ? 'overdue' : state}${links(SHORT_LABELS)}`,
      // The floor, for a long PUBLIC_URL: two links, so the opt-out line always fits. Snooze is
      // one tap further, on My Products, which every link's page opens.
      (name) =>
        `${name(settings.shopName, 20)}: ${name(partName)} (${name(customName)}) ${state}${links(FLOOR_LABELS)}`,
    ]);
    return { channel: 'sms', to: candidate.to, subject, text };
  }
  const opening =
    candidate.kind === 'lead'
      ? `${what} reaches the end of its lifespan on ${when}. Order a replacement now so it arrives in time.`
      : `${what} is ${overdue ? `overdue since ${when}` : `due for replacement today (${when})`}. A spent filter stops protecting your water.`;
  const unsubscribe = `${settings.publicUrl}${unsubscribePath(unsubscribeToken(settings.linkKey, candidate.to))}`;
  const stop = `Stop all filter reminders to this address: ${unsubscribe}`;
  const text = [opening, actions.join('\n'), `${FOOTER}\n${stop}`].join('\n\n');
  const buttons = REMINDER_ACTIONS.map((action) => ({
    label: LINK_LABELS[action],
    href: link(action),
  }));
  const html = reminderEmailHtml(settings.shopName, [opening], buttons, FOOTER, {
    label: 'Stop all filter reminders to this address',
    href: unsubscribe,
  });
  return { channel: 'email', to: candidate.to, subject, text, html, listUnsubscribe: unsubscribe };
}
