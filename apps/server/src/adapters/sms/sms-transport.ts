import { DeliveryRefusedError, TextsStoppedError } from '../delivery-refused.ts';

export interface SmsMessage {
  to: string;
  text: string;
}

/**
 * Delivers one SMS or throws: `DeliveryRefusedError` when the provider will never deliver it, any
 * other error when a retry may (the messenger records both).
 */
export interface SmsTransport {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  from: string;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

/** Twilio's Messages REST API with basic auth; no SDK needed for one call. */
export function createTwilioSms(options: TwilioOptions): SmsTransport {
  const doFetch = options.fetch ?? fetch;
  const url = `https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const credentials = Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64');
  return {
    name: 'twilio',
    async send(message) {
      const response = await doFetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${credentials}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: message.to, From: options.from, Body: message.text }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 300);
        throw twilioError(response.status, detail);
      }
    },
  };
}

/** Twilio's error codes that say why a number will not get the message. */
const REFUSALS: Record<number, string> = {
  21610:
    "The number replied STOP to the shop's texts: Twilio sends it nothing until it texts START",
  21211: 'Twilio says this is not a valid phone number',
  21614: 'Twilio says this number cannot receive text messages',
  21408: "The shop's Twilio account may not text this number's country",
};

/**
 * A 400 is Twilio's judgement of this message (its number, its text), so sending it again is
 * refused again; 401, 429 and 5xx are the account's or Twilio's passing state, and retried.
 */
function twilioError(status: number, detail: string): Error {
  const answer = `Twilio answered ${status}: ${detail}`;
  if (status !== 400) return new Error(answer);
  const code = twilioCode(detail);
  const reason = code === undefined ? undefined : REFUSALS[code];
  const message = reason ? `${reason} (Twilio ${code})` : answer;
  return code === 21610 ? new TextsStoppedError(message) : new DeliveryRefusedError(message);
}

function twilioCode(detail: string): number | undefined {
  try {
    const code = (JSON.parse(detail) as { code?: unknown }).code;
    return typeof code === 'number' ? code : undefined;
  } catch {
    return undefined;
  }
}
