import { describe, expect, it } from 'vitest';
import { smsOptOutAction } from './sms-keywords.ts';
import { isTwilioSignatureValid, twilioSignature } from './twilio-signature.ts';

// Twilio's published example of its request validation.
const TOKEN = '12345';
const URL = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const PARAMS = new URLSearchParams(
  'To=%2B18005551212&Caller=%2B14158675309&From=%2B14158675309&Digits=1234&CallSid=CA1234567890ABCDE',
);

describe("Twilio's request signature", () => {
  it("reproduces Twilio's published example, whatever the order of the form", () => {
    expect(twilioSignature(TOKEN, URL, PARAMS)).toBe('RSOYDt4T1cUTdK1PDd93/VVr8B8=');
    expect(isTwilioSignatureValid(TOKEN, URL, PARAMS, 'RSOYDt4T1cUTdK1PDd93/VVr8B8=')).toBe(true);
  });

  it('refuses a changed parameter, another URL, another token, or no signature', () => {
    const changed = new URLSearchParams(PARAMS);
    changed.set('Digits', '9999');
    const good = twilioSignature(TOKEN, URL, PARAMS);
    expect(isTwilioSignatureValid(TOKEN, URL, changed, good)).toBe(false);
    expect(isTwilioSignatureValid(TOKEN, URL.replace('https', 'http'), PARAMS, good)).toBe(false);
    expect(isTwilioSignatureValid('54321', URL, PARAMS, good)).toBe(false);
    expect(isTwilioSignatureValid(TOKEN, URL, PARAMS, undefined)).toBe(false);
    expect(isTwilioSignatureValid(TOKEN, URL, PARAMS, 'short')).toBe(false);
  });
});

describe("a text's opt-out keyword", () => {
  it.each(['STOP', 'stop', ' Stop\n', 'STOPALL', 'unsubscribe', 'Cancel', 'END', 'quit'])(
    '%j stops texts',
    (body) => expect(smsOptOutAction(body, null)).toBe('stop'),
  );
  it.each(['START', 'yes', ' Unstop '])('%j starts them again', (body) =>
    expect(smsOptOutAction(body, null)).toBe('start'),
  );
  it.each(['stop please', 'HELP', 'Thanks!', '', null])('%j changes nothing', (body) =>
    expect(smsOptOutAction(body, null)).toBeNull(),
  );
  it("follows Twilio's OptOutType when it is sent (an account's own keywords)", () => {
    expect(smsOptOutAction('ARRET', 'STOP')).toBe('stop');
    expect(smsOptOutAction('REPRENDRE', 'start')).toBe('start');
    expect(smsOptOutAction('STOP', 'HELP')).toBeNull();
  });
});
