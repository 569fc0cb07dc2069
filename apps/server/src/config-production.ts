/**
 * What a production start refuses beyond the required secrets (config.ts), and what it only
 * warns about. Kept apart from config.ts so the list of guards reads in one place.
 */

interface ProductionEnv {
  NODE_ENV: string;
  PUBLIC_URL?: string | undefined;
  STRIPE_SECRET_KEY?: string | undefined;
  PAYMENTS_TEST_MODE: boolean;
}

const LOCAL_HOSTS = /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\])$/i;

/** Payments charge nothing with the built-in test-card processor or a Stripe test key. */
export function isTestPayments(stripeSecretKey: string | undefined): boolean {
  return !stripeSecretKey || stripeSecretKey.startsWith('sk_test_');
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
    if (LOCAL_HOSTS.test(url.hostname)) {
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
