import type { Adapters } from '../../adapters/index.ts';
import type { OutboxRow } from './outbox.repository.ts';

/** What stands for a one-time code in what staff read. */
export const CODE_MASK = '••••••';

/** The text with `secret` hidden, stored beside the text that is delivered; null: no secret. */
export const maskSecret = (text: string, secret: string | undefined) =>
  secret ? text.replaceAll(secret, CODE_MASK) : null;

/**
 * A message as staff may read it (Messages, a customer's page). While a channel has no
 * provider the outbox is how a developer or a test receives its codes, so they stay readable
 * there; once SMTP or Twilio delivers the channel, only the customer sees them.
 */
export function staffView(
  row: Pick<OutboxRow, 'channel' | 'text' | 'maskedText'>,
  adapters: Adapters,
) {
  const developmentOutbox = (row.channel === 'email' ? adapters.mail : adapters.sms) === null;
  const masked = !developmentOutbox && row.maskedText !== null;
  return {
    body: masked ? (row.maskedText ?? '') : row.text,
    masked,
    developmentOutbox,
  };
}
