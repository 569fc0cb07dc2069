import { DEFAULT_PRICING_RULES, DEFAULT_SHOP_TIMEZONE, isTimeZone } from '@shop/contract';
import { z } from 'zod';
import {
  dollars,
  flag,
  isTrustProxyValue,
  optionalText,
  parseTrustProxy,
  pgliteSharedBuffers,
  secret,
  socialUrl,
} from './config-fields.ts';
import {
  isStripeTestKey,
  productionProblems,
  STRIPE_PUBLISHABLE_KEY_PATTERN,
  STRIPE_SECRET_KEY_PATTERN,
} from './config-production.ts';
import { webAuthnProblems } from './config-webauthn.ts';
import { isCommonPassword } from './lib/password-policy.ts';

/** The admin a shop without ADMIN_EMAIL and ADMIN_PASSWORD signs in as; production refuses it. */
export const DEMO_ADMIN = {
  email: 'admin@clearspring.test',
  password: 'clearspring-demo-admin',
} as const;

/** Every environment variable the server reads, and the ones that must agree with each other. */
export const EnvSchema = z
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
    PGLITE_SHARED_BUFFERS: pgliteSharedBuffers,
    DATABASE_URL: optionalText.refine(
      (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
      'must be a postgres:// or postgresql:// URL',
    ),
    REDIS_URL: optionalText.refine(
      (value) => value === undefined || /^rediss?:\/\//.test(value),
      'must be a redis:// or rediss:// URL',
    ),
    JWT_SECRET: secret,
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
    // An SMS reminder carries its links and "Reply STOP to opt out." in two segments: up to 60
    // ASCII characters do (sms-opt-out-line.test.ts).
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
    STRIPE_WEBHOOK_SECRET: secret,
    PAYMENTS_TEST_MODE: flag.transform((value) => value ?? false),
    SEED_DEMO: flag,
    TEST_CRASH_AFTER_CHARGE: flag,
    TEST_CRASH_AFTER_ORDER: flag,
    TEST_CRASH_AFTER_REFUND: flag,
    TEST_CRASH_AFTER_DIFFERENCE: flag,
    TEST_CRASH_AFTER_LABEL: flag,
    SHUTDOWN_DELAY_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .min(0, 'must be between 0 and 20')
      .max(20, 'must be between 0 and 20')
      .optional(),
    METRICS_TOKEN: secret,
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
    TWILIO_AUTH_TOKEN: secret,
    TWILIO_FROM: optionalText,
    GOOGLE_CLIENT_ID: optionalText,
    SHOP_RETURN_ADDRESS: optionalText,
    EASYPOST_API_KEY: optionalText.refine(
      (value) => value === undefined || /^EZ[AT]K[0-9A-Za-z]{8,}$/.test(value),
      'must be an EasyPost API key (EZAK… for production, EZTK… for test labels)',
    ),
    TEST_EASYPOST_API_URL: optionalText.pipe(z.url('must be an absolute http(s) URL').optional()),
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
    AUTO_REPLACE_RUN_AT_START: flag,
    WEBAUTHN_RP_ID: optionalText.refine(
      (value) => value === undefined || /^[a-z0-9.-]+$/i.test(value),
      'must be a domain name, like shop.example.com',
    ),
    WEBAUTHN_ORIGINS: optionalText,
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
    for (const [name, message] of webAuthnProblems(env)) {
      ctx.addIssue({ code: 'custom', path: [name], message });
    }
  });

export type Env = z.infer<typeof EnvSchema>;
