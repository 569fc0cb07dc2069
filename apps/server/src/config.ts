import { isIP } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_PRICING_RULES,
  DEFAULT_SHOP_TIMEZONE,
  dollarsToCents,
  isTimeZone,
  type PricingRules,
} from '@shop/contract';
import { z } from 'zod';
import {
  isStripeTestKey,
  isTestPayments,
  productionProblems,
  STRIPE_PUBLISHABLE_KEY_PATTERN,
  STRIPE_SECRET_KEY_PATTERN,
} from './config-production.ts';
import { isCommonPassword } from './lib/password-policy.ts';
import { estimatedEntropyBits, MIN_SECRET_ENTROPY_BITS } from './lib/secret-strength.ts';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export const DEMO_ADMIN = {
  email: 'admin@clearspring.test',
  password: 'clearspring-demo-admin',
} as const;

const optionalText = z.string().trim().optional();

/** `true` or `false`; anything else is refused rather than read as false. */
const flag = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'));

/** A footer social link: an https address, or blank for no icon. */
const socialUrl = optionalText
  .transform((value) => value || undefined)
  .pipe(z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional());

/** The named ranges proxy-addr (behind Fastify's trustProxy) understands. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Fastify's `trustProxy`: whom to believe about the client's address in X-Forwarded-For (per-IP
 * rate limits key on it). Off by default: without a proxy in front, anyone could forge the header.
 * Hop counts are left out on purpose: Fastify 5 treats a number as trusting no one.
 */
function isTrustProxyValue(value: string): boolean {
  if (value === 'true' || value === 'false') return true;
  return value.split(',').every((entry) => {
    const [address = '', bits, ...rest] = entry.trim().split('/');
    if (rest.length > 0 || isIP(address) === 0) return PROXY_NAMES.has(entry.trim()) && !bits;
    return bits === undefined || /^\d{1,3}$/.test(bits);
  });
}

/** An amount in dollars with at most two decimals, e.g. 9.95. */
const dollars = (fallbackCents: number) =>
  z.coerce
    .number({ error: 'must be an amount in dollars, like 9.95' })
    .min(0, 'must be 0 or more')
    .max(100_000, 'must be at most 100000')
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: 'must have at most two decimals',
    })
    .default(fallbackCents / 100);

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false') return false;
  return value === 'true' ? true : value;
}

const EnvSchema = z
  .object({
    PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 65535')
      .max(65535, 'must be between 1 and 65535')
      .default(3000),
    HOST: optionalText.default('0.0.0.0'),
    TRUST_PROXY: optionalText
      .refine(
        (value) => value === undefined || isTrustProxyValue(value),
        'must be true, false, or a comma-separated list of proxy addresses, CIDR ranges or loopback/linklocal/uniquelocal',
      )
      .transform(parseTrustProxy),
    NODE_ENV: z
      .enum(['development', 'test', 'production'], {
        error: 'must be one of development, test, production',
      })
      .default('development'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    DATA_DIR: optionalText,
    DATABASE_URL: optionalText.refine(
      (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
      'must be a postgres:// or postgresql:// URL',
    ),
    REDIS_URL: optionalText.refine(
      (value) => value === undefined || /^rediss?:\/\//.test(value),
      'must be a redis:// or rediss:// URL',
    ),
    JWT_SECRET: optionalText
      .refine((value) => value === undefined || value.length >= 32, {
        message: 'must be at least 32 characters long',
        abort: true,
      })
      .refine(
        (value) => value === undefined || estimatedEntropyBits(value) >= MIN_SECRET_ENTROPY_BITS,
        'must be random, not a repeated pattern (e.g. openssl rand -base64 48)',
      ),
    ADMIN_EMAIL: optionalText.pipe(z.email('must be an e-mail address').optional()),
    ADMIN_PASSWORD: optionalText
      .refine((value) => value === undefined || value.length >= 12, {
        message: 'must be at least 12 characters long',
        abort: true,
      })
      .refine(
        (value) => value === undefined || !isCommonPassword(value),
        'is too common (sign-up refuses it to customers too); choose another',
      ),
    SHOP_NAME: optionalText.default('ClearSpring'),
    SHOP_TIMEZONE: optionalText
      .refine(
        (value) => value === undefined || isTimeZone(value),
        'must be an IANA time zone, like America/Chicago',
      )
      .default(DEFAULT_SHOP_TIMEZONE),
    // An SMS reminder carries three links and fits two segments: up to 60 ASCII characters do.
    PUBLIC_URL: optionalText
      .pipe(z.url('must be an absolute http(s) URL').optional())
      .refine(
        (value) =>
          value === undefined || (/^[!-~]+$/.test(value) && value.replace(/\/+$/, '').length <= 60),
        'must be at most 60 characters, in ASCII (punycode for an international domain)',
      ),
    WEB_DIST_DIR: optionalText,
    WEB_SSR_ENTRY: optionalText,
    STRIPE_SECRET_KEY: optionalText.refine(
      (value) => value === undefined || STRIPE_SECRET_KEY_PATTERN.test(value),
      'must be a Stripe secret key (sk_live_…, rk_live_…, or sk_test_…/rk_test_… for test payments)',
    ),
    STRIPE_PUBLISHABLE_KEY: optionalText.refine(
      (value) => value === undefined || STRIPE_PUBLISHABLE_KEY_PATTERN.test(value),
      'must be a Stripe publishable key (pk_live_…, or pk_test_… for test payments)',
    ),
    STRIPE_WEBHOOK_SECRET: optionalText,
    PAYMENTS_TEST_MODE: flag.transform((value) => value ?? false),
    SEED_DEMO: flag,
    TEST_CRASH_AFTER_CHARGE: flag,
    SHUTDOWN_DELAY_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .min(0, 'must be between 0 and 20')
      .max(20, 'must be between 0 and 20')
      .optional(),
    METRICS_TOKEN: optionalText.refine(
      (value) => value === undefined || value.length >= 16,
      'must be at least 16 characters long',
    ),
    S3_ENDPOINT: optionalText,
    S3_REGION: optionalText,
    S3_BUCKET: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_PUBLIC_URL: optionalText,
    SMTP_URL: optionalText,
    MAIL_FROM: optionalText,
    SHOP_EMAIL: optionalText,
    TWILIO_ACCOUNT_SID: optionalText,
    TWILIO_AUTH_TOKEN: optionalText,
    TWILIO_FROM: optionalText,
    GOOGLE_CLIENT_ID: optionalText,
    SOCIAL_FACEBOOK_URL: socialUrl,
    SOCIAL_INSTAGRAM_URL: socialUrl,
    SOCIAL_YOUTUBE_URL: socialUrl,
    SOCIAL_X_URL: socialUrl,
    SHIPPING_FLAT_USD: dollars(DEFAULT_PRICING_RULES.flatShippingCents),
    FREE_SHIPPING_FROM_USD: dollars(DEFAULT_PRICING_RULES.freeShippingThresholdCents),
    REMINDER_LEAD_DAYS: z.coerce
      .number({ error: 'must be a number of days' })
      .int('must be a whole number of days')
      .min(1, 'must be between 1 and 90')
      .max(90, 'must be between 1 and 90')
      .default(14),
    AUTO_REPLACE_LEAD_DAYS: z.coerce
      .number({ error: 'must be a number of days' })
      .int('must be a whole number of days')
      .min(0, 'must be between 0 and 60')
      .max(60, 'must be between 0 and 60')
      .default(7),
    AUTO_REPLACE_RETRY_DAYS: z
      .string()
      .regex(/^\d{1,2}(,\d{1,2}){0,9}$/, 'must be days after the first failure, like 1,3,5,7')
      .default('1,3,5,7'),
  })
  .superRefine((env, ctx) => {
    // Half a Stripe set-up breaks checkout: the browser needs the publishable key to load
    // Stripe Elements, and the server needs the secret key to create the intents it pays.
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_PUBLISHABLE_KEY)) {
      const missing = env.STRIPE_SECRET_KEY ? 'STRIPE_PUBLISHABLE_KEY' : 'STRIPE_SECRET_KEY';
      const other = env.STRIPE_SECRET_KEY ? 'STRIPE_SECRET_KEY' : 'STRIPE_PUBLISHABLE_KEY';
      ctx.addIssue({ code: 'custom', path: [missing], message: `is required with ${other}` });
    } else if (
      env.STRIPE_SECRET_KEY &&
      env.STRIPE_PUBLISHABLE_KEY &&
      isStripeTestKey(env.STRIPE_SECRET_KEY) !== isStripeTestKey(env.STRIPE_PUBLISHABLE_KEY)
    ) {
      const mode = isStripeTestKey(env.STRIPE_SECRET_KEY) ? 'test' : 'live';
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_PUBLISHABLE_KEY'],
        message: `must be a ${mode} key (pk_${mode}_…) like STRIPE_SECRET_KEY`,
      });
    }
    if (env.NODE_ENV !== 'production') return;
    const required = (name: 'JWT_SECRET' | 'ADMIN_EMAIL' | 'ADMIN_PASSWORD') => {
      if (!env[name])
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'is required when NODE_ENV=production',
        });
    };
    required('JWT_SECRET');
    required('ADMIN_EMAIL');
    required('ADMIN_PASSWORD');
    if (env.ADMIN_PASSWORD === DEMO_ADMIN.password) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'must not be the demo password when NODE_ENV=production',
      });
    }
    for (const [name, message] of productionProblems(env)) {
      ctx.addIssue({ code: 'custom', path: [name], message });
    }
  });

type Env = z.infer<typeof EnvSchema>;

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
     * NODE_ENV=test only: the process kills itself (SIGKILL) right after a test card is charged,
     * before its order is placed, so a test can prove the reconciliation sweep (decision 044).
     */
    crashAfterCharge: env.NODE_ENV === 'test' && env.TEST_CRASH_AFTER_CHARGE === true,
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
