import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;
/** One step either side of now: a phone's clock may be up to 30 seconds off. */
const WINDOW_STEPS = 1;

/** A new random 160-bit secret (RFC 4226's recommended length), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpFor(secret: string, label = '', issuer = '') {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// URL an authenticator app reads (as a QR code or typed). */
export function otpauthUrl(secret: string, issuer: string, accountName: string): string {
  return totpFor(secret, accountName, issuer).toString();
}

/** The time step the code belongs to when it is right within ±1 step of now, else null. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: WINDOW_STEPS });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp: now }) + delta;
}

/** The current code for a secret: for tests and the e2e journey, which act as the phone. */
export function currentTotpCode(secret: string, now = Date.now()): string {
  return totpFor(secret).generate({ timestamp: now });
}
