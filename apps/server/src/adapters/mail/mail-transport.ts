import type { Transporter } from 'nodemailer';
import { DeliveryRefusedError } from '../delivery-refused.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The https address that stops this kind of message in one click (RFC 8058). */
  listUnsubscribe?: string;
}

/**
 * Delivers one e-mail or throws: `DeliveryRefusedError` when the receiving server refused the
 * address for good, any other error when a retry may deliver it (the messenger records both).
 */
export interface MailTransport {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}

/** SMTP through nodemailer; SMTP_URL is e.g. smtps://user:pass@smtp.example.com:465. */
export function createSmtpMailer(options: { smtpUrl: string; from: string }): MailTransport {
  // nodemailer is loaded by the first e-mail, not at start (about 10 MB of RSS, decision 080).
  let transporter: Promise<Transporter> | undefined;
  const transport = () => {
    transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(options.smtpUrl),
    );
    return transporter;
  };
  return {
    name: 'smtp',
    async send(message) {
      try {
        const { listUnsubscribe, ...mail } = message;
        await (await transport()).sendMail({
          from: options.from,
          ...mail,
          headers: listUnsubscribe
            ? {
                'List-Unsubscribe': `<${listUnsubscribe}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              }
            : undefined,
        });
      } catch (error) {
        throw isRecipientRefused(error) ? new DeliveryRefusedError(describe(error)) : error;
      }
    },
  };
}

/**
 * 550-553 to RCPT TO: no such mailbox, or mail to it refused (RFC 5321 section 4.2.2). A 4xx is a
 * "try later" and a failed sign-in (EAUTH) is the shop's own setting: both are retried.
 */
function isRecipientRefused(error: unknown): boolean {
  const { responseCode, code, command } = error as {
    responseCode?: number;
    code?: string;
    command?: string;
  };
  return (
    code !== 'EAUTH' &&
    command === 'RCPT TO' &&
    typeof responseCode === 'number' &&
    responseCode >= 550 &&
    responseCode <= 553
  );
}

function describe(error: unknown): string {
  const { response } = error as { response?: string };
  return `The receiving mail server refused the address: ${response ?? String(error)}`;
}
