import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Twilio's request signature (X-Twilio-Signature): HMAC-SHA1 with the account's auth token over
 * the full URL Twilio called, followed by each POST parameter's name and value, sorted by name
 * (then value, for a repeated name); base64. No SDK for a dozen lines.
 */
export function twilioSignature(authToken: string, url: string, params: URLSearchParams): string {
  const pairs = [...params].sort(([aKey, aValue], [bKey, bValue]) =>
    aKey === bKey ? compare(aValue, bValue) : compare(aKey, bKey),
  );
  const hmac = createHmac('sha1', authToken).update(url);
  for (const [key, value] of pairs) hmac.update(key + value);
  return hmac.digest('base64');
}

/** Code-unit order, as Twilio's libraries sort (not the locale's). */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Whether `given` is the signature of this request, compared in constant time. */
export function isTwilioSignatureValid(
  authToken: string,
  url: string,
  params: URLSearchParams,
  given: string | undefined,
): boolean {
  if (!given) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
