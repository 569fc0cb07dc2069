/**
 * What a production start refuses beyond the required secrets (config-env.ts), and what it only
 * warns about. Kept apart from config-env.ts so the list of guards reads in one place.
 */
import { BlockList, isIP } from 'node:net';

interface ProductionEnv {
  NODE_ENV: string;
  PUBLIC_URL?: string | undefined;
  STRIPE_SECRET_KEY?: string | undefined;
  PAYMENTS_TEST_MODE: boolean;
}

const LOCAL_NAMES = /^(localhost|.+\.localhost|localhost\.localdomain|ip6-localhost|ip6-loopback)$/;

/** Loopback and "any address", also written as IPv4-mapped IPv6 (BlockList matches those too). */
const LOCAL_ADDRESSES = new BlockList();
LOCAL_ADDRESSES.addSubnet('127.0.0.0', 8, 'ipv4');
LOCAL_ADDRESSES.addSubnet('0.0.0.0', 8, 'ipv4');
LOCAL_ADDRESSES.addAddress('::1', 'ipv6');
LOCAL_ADDRESSES.addAddress('::', 'ipv6');

/**
 * True for a URL hostname that names this machine. The URL parser has already turned 0x7f.1,
 * 2130706433 and 127.1 into 127.0.0.1; left are the trailing dot of a fully qualified name
 * (`localhost.`) and the brackets of IPv6.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/\.+$/, '')
    .replace(/^\[(.*)\]$/, '$1');
  const version = isIP(host);
  if (version === 0) return LOCAL_NAMES.test(host);
  return LOCAL_ADDRESSES.check(host, version === 4 ? 'ipv4' : 'ipv6');
}

/** A Stripe secret key (sk_) or restricted key (rk_), in test or live mode. */
export const STRIPE_SECRET_KEY_PATTERN = /^(sk|rk)_(test|live)_\S+$/;
export const STRIPE_PUBLISHABLE_KEY_PATTERN = /^pk_(test|live)_\S+$/;

/** Stripe charges nothing with a test key, secret or restricted alike. */
export function isStripeTestKey(key: string): boolean {
  return /^(sk|rk|pk)_test_/.test(key);
}

/** Payments charge nothing with the built-in test-card processor or a Stripe test key. */
export function isTestPayments(stripeSecretKey: string | undefined): boolean {
  return !stripeSecretKey || isStripeTestKey(stripeSecretKey);
}

/** [variable, problem] pairs; empty outside production. */
export function productionProblems(env: ProductionEnv): Array<[string, string]> {
  if (env.NODE_ENV !== 'production') return [];
  const problems: Array<[string, string]> = [];
  if (isTestPayments(env.STRIPE_SECRET_KEY) && !env.PAYMENTS_TEST_MODE) {
    problems.push([
      'STRIPE_SECRET_KEY',
      'must be a live Stripe key when NODE_ENV=production (or set PAYMENTS_TEST_MODE=true to take test payments that charge nothing)',
    ]);
  }
  if (!env.PUBLIC_URL) {
    problems.push([
      'PUBLIC_URL',
      'is required when NODE_ENV=production (the https:// address customers use)',
    ]);
  } else {
    const url = new URL(env.PUBLIC_URL);
    if (url.protocol !== 'https:') {
      problems.push(['PUBLIC_URL', 'must be an https:// address when NODE_ENV=production']);
    }
    if (isLoopbackHost(url.hostname)) {
      problems.push(['PUBLIC_URL', 'must not point at localhost when NODE_ENV=production']);
    }
  }
  return problems;
}

interface WarnableConfig {
  isProduction: boolean;
  databaseUrl: string | null;
  mail: { smtpUrl?: string | undefined };
  twilio: { accountSid?: string | undefined };
}

/** Start-up warnings of a production configuration that works but may not be what was meant. */
export function productionWarnings(config: WarnableConfig): string[] {
  if (!config.isProduction) return [];
  const warnings: string[] = [];
  if (!config.mail.smtpUrl) {
    warnings.push('SMTP_URL is not set: e-mails only reach the outbox (admin page /outbox)');
  }
  if (!config.twilio.accountSid) {
    warnings.push('TWILIO_* is not set: text messages only reach the outbox (admin page /outbox)');
  }
  if (!config.databaseUrl) {
    warnings.push(
      'DATABASE_URL is not set: the embedded PGlite database serves a single instance only',
    );
  }
  return warnings;
}
