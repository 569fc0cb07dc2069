import { STAFF_INVITE_TTL_HOURS, STAFF_ROLE_LABELS, type StaffRole } from '@shop/contract';
import type { OutgoingMessage } from '../outbox/messenger.ts';

/** The web page that opens an invitation (apps/web's /staff/invite/:token). */
export const inviteUrl = (publicUrl: string, token: string) => `${publicUrl}/staff/invite/${token}`;

/** The invitation e-mail; the token is the message's secret, hidden from staff in the outbox. */
export function staffInviteMessage(args: {
  to: string;
  name: string;
  staffRole: StaffRole;
  token: string;
  shopName: string;
  publicUrl: string;
}): OutgoingMessage {
  const link = inviteUrl(args.publicUrl, args.token);
  return {
    channel: 'email',
    to: args.to,
    subject: `You are invited to the ${args.shopName} back office`,
    text: [
      `Hello ${args.name},`,
      '',
      `You are invited to join the ${args.shopName} staff as ${STAFF_ROLE_LABELS[args.staffRole]}.`,
      `Open this link to choose your password and sign in; it works once and expires in ${STAFF_INVITE_TTL_HOURS} hours:`,
      link,
      '',
      'If you did not expect this invitation, you can ignore this message.',
    ].join('\n'),
    secret: args.token,
  };
}
