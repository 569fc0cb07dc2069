import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PRICING_RULES, dollarsToCents, type PricingRules } from '@shop/contract';
import { DEMO_ADMIN, type Env, EnvSchema } from './config-env.ts';
import { isTestPayments } from './config-production.ts';
import { webAuthnConfig } from './config-webauthn.ts';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Invalid configuration. Fix these environment variables and start again:\n${problems
        .map((problem) => `  - ${problem}`)
        .join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

function toConfig(env: Env) {
  const dataDir = resolve(env.DATA_DIR ?? resolve(REPO_ROOT, 'data'));
  return {
    port: env.PORT,
    host: env.HOST,
    trustProxy: env.TRUST_PROXY,
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL,
    dataDir,
    /** null = embedded PGlite in `<dataDir>/pglite`. */
    databaseUrl: env.DATABASE_URL ?? null,
    /** PGlite's shared_buffers in MB (PGLITE_SHARED_BUFFERS); PostgreSQL keeps its own. */
    pgliteSharedBuffersMb: env.PGLITE_SHARED_BUFFERS,
    /** Rate-limit counts in Redis when set; otherwise in PostgreSQL, or in memory on PGlite. */
    redisUrl: env.REDIS_URL ?? null,
    /** null = generated once and kept in `<dataDir>/jwt-secret` (see jwt-secret.ts). */
    jwtSecret: env.JWT_SECRET ?? null,
    admin: {
      email: (env.ADMIN_EMAIL ?? DEMO_ADMIN.email).toLowerCase(),
      password: env.ADMIN_PASSWORD ?? DEMO_ADMIN.password,
      isDemo: !env.ADMIN_EMAIL && !env.ADMIN_PASSWORD,
    },
    shopName: env.SHOP_NAME,
    /** The owner's days (dashboard, order filters, CSV, daily e-mails) are counted in this zone. */
    shopTimeZone: env.SHOP_TIMEZONE,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    webDistDir: resolve(env.WEB_DIST_DIR ?? resolve(REPO_ROOT, 'apps/web/dist')),
    /** The web app's server renderer (`vite build --ssr`); without it pages are the bare shell. */
    webSsrEntry: resolve(
      env.WEB_SSR_ENTRY ?? resolve(REPO_ROOT, 'apps/web/dist-ssr/entry-server.js'),
    ),
    /** Production seeds no demo catalogue unless SEED_DEMO=true; development always does. */
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    payments: {
      /** Orders are marked test: the test-card processor or a Stripe test key charges nothing. */
      testMode: isTestPayments(env.STRIPE_SECRET_KEY),
      /** The operator said so (required for test payments in production): pages show a banner. */
      showTestBanner: isTestPayments(env.STRIPE_SECRET_KEY) && env.PAYMENTS_TEST_MODE,
    },
    /** On SIGTERM, how long readiness says 503 before the listener closes (load balancers). */
    shutdownDelayMs: (env.SHUTDOWN_DELAY_SECONDS ?? (env.NODE_ENV === 'production' ? 5 : 0)) * 1000,
    /** null = /metrics answers without a token outside production and is off in production. */
    metricsToken: env.METRICS_TOKEN ?? null,
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    },
    s3: {
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      publicUrl: env.S3_PUBLIC_URL,
    },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, shopEmail: env.SHOP_EMAIL },
    twilio: {
      accountSid: env.TWILIO_ACCOUNT_SID,
      authToken: env.TWILIO_AUTH_TOKEN,
      from: env.TWILIO_FROM,
    },
    googleClientId: env.GOOGLE_CLIENT_ID,
    /** Returns (issue 42): where parcels go unless the owner set an address. */
    returns: {
      address: env.SHOP_RETURN_ADDRESS ?? `${env.SHOP_NAME} Returns`,
      /** Prepaid return labels through EasyPost (decision 074); unset: the printable slip. */
      easypostApiKey: env.EASYPOST_API_KEY ?? null,
      /** NODE_ENV=test only: EasyPost's API root, for a stand-in a process test runs. */
      easypostApiUrl:
        env.NODE_ENV === 'test' && env.TEST_EASYPOST_API_URL ? env.TEST_EASYPOST_API_URL : null,
    },
    /** Passkeys: the relying party ID and the origins a browser may sign for (decision 079). */
    webAuthn: webAuthnConfig(env),
    /** The footer's social links; an unset network has no icon. */
    social: {
      facebook: env.SOCIAL_FACEBOOK_URL ?? null,
      instagram: env.SOCIAL_INSTAGRAM_URL ?? null,
      youtube: env.SOCIAL_YOUTUBE_URL ?? null,
      x: env.SOCIAL_X_URL ?? null,
    },
    /** Shipping and sales tax of every checkout (packages/contract/src/pricing.ts). */
    pricing: {
      flatShippingCents: dollarsToCents(env.SHIPPING_FLAT_USD),
      freeShippingThresholdCents: dollarsToCents(env.FREE_SHIPPING_FROM_USD),
      taxRates: DEFAULT_PRICING_RULES.taxRates,
    } satisfies PricingRules,
    /** Days before a part is due that its first replacement reminder goes out. */
    reminderLeadDays: env.REMINDER_LEAD_DAYS,
    /** Auto-replace (issue 29): days before a part is due that its plan charges and ships. */
    autoReplaceLeadDays: env.AUTO_REPLACE_LEAD_DAYS,
    /** Days after a plan's first failed charge that it is tried again (dunning), ascending. */
    autoReplaceRetryDays: [...new Set(env.AUTO_REPLACE_RETRY_DAYS.split(',').map(Number))].sort(
      (a, b) => a - b,
    ),
    /**
     * Whether a start runs the renewal at once as well as hourly (default true). Off for a start
     * that must not charge plans of its own accord, like the bench's (bench/README.md).
     */
    autoReplaceRunAtStart: env.AUTO_REPLACE_RUN_AT_START ?? true,
    /**
     * NODE_ENV=test only: the process kills itself (SIGKILL) right after a test card is charged,
     * before its order is placed, so a test can prove the reconciliation sweep (decision 044).
     */
    crashAfterCharge: env.NODE_ENV === 'test' && env.TEST_CRASH_AFTER_CHARGE === true,
    /**
     * NODE_ENV=test only: the process kills itself (SIGKILL) right after an order and its
     * confirmation commit, before the message is handed to the provider (issue 39.9).
     */
    crashAfterOrder: env.NODE_ENV === 'test' && env.TEST_CRASH_AFTER_ORDER === true,
    /**
     * NODE_ENV=test only: the process kills itself (SIGKILL) right after the payment processor
     * answers a return's refund, or the refund of a rejected exchange's difference, before the
     * transaction that records it commits.
     */
    crashAfterRefund: env.NODE_ENV === 'test' && env.TEST_CRASH_AFTER_REFUND === true,
    /**
     * NODE_ENV=test only: the process kills itself (SIGKILL) right after the payment processor
     * answers the charge of a dearer exchange's difference, before it is recorded on the return.
     */
    crashAfterDifference: env.NODE_ENV === 'test' && env.TEST_CRASH_AFTER_DIFFERENCE === true,
    /**
     * NODE_ENV=test only: the process kills itself (SIGKILL) right after EasyPost sells a return's
     * label, before the approval that records it commits.
     */
    crashAfterLabel: env.NODE_ENV === 'test' && env.TEST_CRASH_AFTER_LABEL === true,
  };
}

/** The environment as parsed, before the stored JWT secret is filled in. */
export type ParsedConfig = ReturnType<typeof toConfig>;

/** What the app runs with: every value present, including the JWT secret. */
export type Config = Omit<ParsedConfig, 'jwtSecret'> & { jwtSecret: string };

/**
 * Parses the environment once. Pure: no file or network access, so it is unit-tested directly.
 * Throws ConfigError listing every bad variable at once.
 */
export function loadConfig(env: Record<string, string | undefined>): ParsedConfig {
  // Unset and blank are the same thing: `FOO=` in a shell or .env means "not configured".
  const setValues = Object.entries(env).filter(([, value]) => value?.trim());
  const result = EnvSchema.safeParse(Object.fromEntries(setValues));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      return `${name} ${issue.message}`;
    });
    throw new ConfigError([...new Set(problems)]);
  }
  return toConfig(result.data);
}
