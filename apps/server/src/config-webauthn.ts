/**
 * Where passkeys (WebAuthn) are valid: the relying party ID (a domain, e.g. `shop.example.com`)
 * and the page origins a browser may sign for. A passkey is bound to its RP ID for good, so
 * production must name it (decision 079); development and tests use PUBLIC_URL's host.
 */
interface WebAuthnEnv {
  NODE_ENV: string;
  PORT: number;
  PUBLIC_URL?: string | undefined;
  WEBAUTHN_RP_ID?: string | undefined;
  WEBAUTHN_ORIGINS?: string | undefined;
}

/** The Vite dev server proxies the API, so a development passkey is made on its origin too. */
const VITE_DEV_ORIGIN = 'http://localhost:5173';

const originsOf = (env: WebAuthnEnv): string[] => {
  if (env.WEBAUTHN_ORIGINS) return env.WEBAUTHN_ORIGINS.split(',').map((each) => each.trim());
  const publicOrigin = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).origin;
  return env.NODE_ENV === 'development' ? [publicOrigin, VITE_DEV_ORIGIN] : [publicOrigin];
};

const rpIdOf = (env: WebAuthnEnv): string =>
  (env.WEBAUTHN_RP_ID ?? new URL(env.PUBLIC_URL ?? 'http://localhost').hostname).toLowerCase();

/** True when a page on `origin` may use passkeys of `rpId` (the same host or a subdomain). */
export function originMatchesRpId(origin: string, rpId: string): boolean {
  const host = new URL(origin).hostname.toLowerCase();
  return host === rpId || host.endsWith(`.${rpId}`);
}

/** [variable, problem] pairs: a missing RP ID in production, or an origin outside it. */
export function webAuthnProblems(env: WebAuthnEnv): Array<[string, string]> {
  const problems: Array<[string, string]> = [];
  if (env.NODE_ENV === 'production' && !env.WEBAUTHN_RP_ID) {
    problems.push([
      'WEBAUTHN_RP_ID',
      "is required when NODE_ENV=production (the shop's domain, like shop.example.com; passkeys are bound to it)",
    ]);
    return problems;
  }
  // Only origins named here are checked: PUBLIC_URL's own problems are config-production's.
  if (!env.WEBAUTHN_ORIGINS) return problems;
  const origins = originsOf(env);
  for (const origin of origins) {
    if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
      problems.push([
        'WEBAUTHN_ORIGINS',
        `has "${origin}", which is not an origin like https://shop.example.com`,
      ]);
    } else if (!originMatchesRpId(origin, rpIdOf(env))) {
      problems.push([
        'WEBAUTHN_ORIGINS',
        `has ${origin}, which is not on WEBAUTHN_RP_ID ${rpIdOf(env)}`,
      ]);
    }
  }
  return problems;
}

/** The checked settings; call after webAuthnProblems found none. */
export function webAuthnConfig(env: WebAuthnEnv) {
  return { rpId: rpIdOf(env), origins: originsOf(env) };
}
