import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { createGoogleVerifier, type GoogleVerifier } from './google/google-verifier.ts';
import { createSmtpMailer, type MailTransport } from './mail/mail-transport.ts';
import { createTwilioSms, type SmsTransport } from './sms/sms-transport.ts';

/**
 * The outside services the accounts features talk to; null = not configured. Services read these
 * at call time, so a test may replace one on `app.adapters` with a fake (no network in tests).
 */
export interface Adapters {
  mail: MailTransport | null;
  sms: SmsTransport | null;
  google: GoogleVerifier | null;
}

export function createAdapters(config: Config, log: FastifyBaseLogger): Adapters {
  const { smtpUrl } = config.mail;
  const { accountSid, authToken, from } = config.twilio;
  const mailFrom = config.mail.from ?? `${config.shopName} <no-reply@clearspring.example>`;
  return {
    mail: smtpUrl ? createSmtpMailer({ smtpUrl, from: mailFrom }) : null,
    sms: accountSid && authToken && from ? createTwilioSms({ accountSid, authToken, from }) : null,
    google: config.googleClientId
      ? createGoogleVerifier(config.googleClientId, (error) =>
          log.info(
            { reason: error instanceof Error ? error.message : 'unknown' },
            'Google ID token refused',
          ),
        )
      : null,
  };
}

export type { GoogleIdentity, GoogleVerifier } from './google/google-verifier.ts';
export type { MailMessage, MailTransport } from './mail/mail-transport.ts';
export type { SmsMessage, SmsTransport } from './sms/sms-transport.ts';
