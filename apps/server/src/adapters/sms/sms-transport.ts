export interface SmsMessage {
  to: string;
  text: string;
}

/** Delivers one SMS or throws; the messenger records the failure and retries. */
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
        throw new Error(`Twilio answered ${response.status}: ${detail}`);
      }
    },
  };
}
