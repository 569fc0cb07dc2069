import { isAbsolute, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { DEMO_ADMIN } from './config-env.ts';
import { PGLITE_SHARED_BUFFERS_DEFAULT_MB } from './config-fields.ts';
import { productionWarnings } from './config-production.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'Zq3v8HkT1pXw6RmN0bYc5LsJ2dGf9AeU4tVi7OhK',
  ADMIN_EMAIL: 'Owner@Example.com',
  ADMIN_PASSWORD: 'a-long-private-password',
  PUBLIC_URL: 'https://shop.example.com',
  WEBAUTHN_RP_ID: 'shop.example.com',
  STRIPE_SECRET_KEY: 'sk_live_51HqExampleSecret',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_51HqExamplePublishable',
};

describe('loadConfig', () => {
  it('runs with nothing set: port 3000, PGlite under <repo>/data, the demo admin', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.nodeEnv).toBe('development');
    expect(config.databaseUrl).toBeNull();
    expect(config.jwtSecret).toBeNull();
    expect(isAbsolute(config.dataDir)).toBe(true);
    expect(config.dataDir.endsWith(join('', 'data'))).toBe(true);
    expect(config.webDistDir.endsWith(join('apps', 'web', 'dist'))).toBe(true);
    expect(config.admin).toEqual({ ...DEMO_ADMIN, isDemo: true });
    expect(config.shopName).toBe('ClearSpring');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.stripe.secretKey).toBeUndefined();
  });

  it('reads every variable it knows', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/srv/shop',
      DATABASE_URL: 'postgres://shop@db:5432/shop',
      PUBLIC_URL: 'https://shop.example.com/',
      SHOP_NAME: 'Aqua',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com',
      SMTP_URL: 'smtp://mail:25',
    });
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe('/srv/shop');
    expect(config.databaseUrl).toBe('postgres://shop@db:5432/shop');
    expect(config.publicUrl).toBe('https://shop.example.com');
    expect(config.shopName).toBe('Aqua');
    expect(config.stripe.secretKey).toBe('sk_test_123');
    expect(config.stripe.publishableKey).toBe('pk_test_123');
    expect(config.googleClientId).toBe('abc.apps.googleusercontent.com');
    expect(config.mail.smtpUrl).toBe('smtp://mail:25');
  });

  it('treats blank values as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '  ', JWT_SECRET: '' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
    expect(config.jwtSecret).toBeNull();
  });

  it('lists every bad variable at once', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      NODE_ENV: 'staging',
      DATABASE_URL: 'mysql://db',
      ADMIN_EMAIL: 'not-an-email',
    });
    expect(problems).toHaveLength(4);
    expect(problems.map((problem) => problem.split(' ')[0])).toEqual([
      'PORT',
      'NODE_ENV',
      'DATABASE_URL',
      'ADMIN_EMAIL',
    ]);
    expect(new ConfigError(problems).message).toContain('  - PORT must be a port number');
  });

  it('issue 42: prepaid return labels through EasyPost only with an EasyPost key', () => {
    expect(loadConfig({}).returns).toEqual({
      address: 'ClearSpring Returns',
      easypostApiKey: null,
      easypostApiUrl: null,
    });
    // A stand-in for EasyPost is a process test's, never a running shop's.
    const standIn = { TEST_EASYPOST_API_URL: 'http://127.0.0.1:39150/v2' };
    expect(loadConfig(standIn).returns.easypostApiUrl).toBeNull();
    expect(loadConfig({ ...standIn, NODE_ENV: 'test' }).returns.easypostApiUrl).toBe(
      standIn.TEST_EASYPOST_API_URL,
    );
    expect(loadConfig({ EASYPOST_API_KEY: 'EZTK0123456789abcdef' }).returns.easypostApiKey).toBe(
      'EZTK0123456789abcdef',
    );
    expect(problemsOf({ EASYPOST_API_KEY: 'sk_live_51HqExampleSecret' })).toEqual([
      'EASYPOST_API_KEY must be an EasyPost API key (EZAK… for production, EZTK… for test labels)',
    ]);
  });

  it('refuses a port out of range', () => {
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT must be between 1 and 65535']);
  });

  it('accepts production with its own secret and admin, lowercasing the admin e-mail', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.isProduction).toBe(true);
    expect(config.admin).toEqual({
      email: 'owner@example.com',
      password: 'a-long-private-password',
      isDemo: false,
    });
  });

  it('refuses production without JWT_SECRET or with the demo admin', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toEqual([
      'JWT_SECRET is required when NODE_ENV=production',
      'ADMIN_EMAIL is required when NODE_ENV=production',
      'ADMIN_PASSWORD is required when NODE_ENV=production',
      'STRIPE_SECRET_KEY must be a live Stripe key when NODE_ENV=production (or set PAYMENTS_TEST_MODE=true to take test payments that charge nothing)',
      'PUBLIC_URL is required when NODE_ENV=production (the https:// address customers use)',
      "WEBAUTHN_RP_ID is required when NODE_ENV=production (the shop's domain, like shop.example.com; passkeys are bound to it)",
    ]);
    expect(problemsOf({ ...PRODUCTION, ADMIN_PASSWORD: DEMO_ADMIN.password })).toEqual([
      'ADMIN_PASSWORD must not be the demo password when NODE_ENV=production',
    ]);
  });

  it('refuses test payments in production unless PAYMENTS_TEST_MODE=true, then shows the banner', () => {
    const { STRIPE_SECRET_KEY: _s, STRIPE_PUBLISHABLE_KEY: _p, ...noStripe } = PRODUCTION;
    const refusal =
      'STRIPE_SECRET_KEY must be a live Stripe key when NODE_ENV=production (or set PAYMENTS_TEST_MODE=true to take test payments that charge nothing)';
    expect(problemsOf(noStripe)).toEqual([refusal]);
    expect(
      problemsOf({
        ...PRODUCTION,
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      }),
    ).toEqual([refusal]);
    expect(loadConfig({ ...noStripe, PAYMENTS_TEST_MODE: 'true' }).payments).toEqual({
      testMode: true,
      showTestBanner: true,
    });
    expect(loadConfig(PRODUCTION).payments).toEqual({ testMode: false, showTestBanner: false });
    expect(loadConfig({}).payments).toEqual({ testMode: true, showTestBanner: false });
    expect(problemsOf({ PAYMENTS_TEST_MODE: 'yes' })).toEqual([
      'PAYMENTS_TEST_MODE must be true or false',
    ]);
  });

  it('refuses a production PUBLIC_URL that is not https or points at localhost', () => {
    expect(problemsOf({ ...PRODUCTION, PUBLIC_URL: 'http://shop.example.com' })).toEqual([
      'PUBLIC_URL must be an https:// address when NODE_ENV=production',
    ]);
    for (const url of ['https://localhost:8443', 'https://127.0.0.1', 'https://[::1]']) {
      expect(problemsOf({ ...PRODUCTION, PUBLIC_URL: url })).toEqual([
        'PUBLIC_URL must not point at localhost when NODE_ENV=production',
      ]);
    }
  });

  it('hardening 30.7: takes a PUBLIC_URL of up to 60 ASCII characters, which SMS links fit', () => {
    const sixty = `https://www.${'a'.repeat(44)}.com`;
    expect(loadConfig({ PUBLIC_URL: `${sixty}/` }).publicUrl).toBe(sixty);
    for (const url of [`https://www.${'a'.repeat(45)}.com`, 'https://кафе.example.com']) {
      expect(problemsOf({ PUBLIC_URL: url })).toEqual([
        'PUBLIC_URL must be at most 60 characters, in ASCII (punycode for an international domain)',
      ]);
    }
  });

  it('seeds the demo catalogue in development, in production only with SEED_DEMO=true', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig(PRODUCTION).seedDemo).toBe(false);
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('runs the auto-replace renewal at start unless AUTO_REPLACE_RUN_AT_START=false', () => {
    expect(loadConfig(PRODUCTION).autoReplaceRunAtStart).toBe(true);
    expect(
      loadConfig({ ...PRODUCTION, AUTO_REPLACE_RUN_AT_START: 'false' }).autoReplaceRunAtStart,
    ).toBe(false);
    expect(problemsOf({ AUTO_REPLACE_RUN_AT_START: 'off' })).toEqual([
      'AUTO_REPLACE_RUN_AT_START must be true or false',
    ]);
  });

  it('warns in production about outbox-only channels and PGlite, never in development', () => {
    expect(productionWarnings(loadConfig(PRODUCTION))).toEqual([
      'SMTP_URL is not set: e-mails only reach the outbox (admin page /outbox)',
      'TWILIO_* is not set: text messages only reach the outbox (admin page /outbox)',
      'DATABASE_URL is not set: the embedded PGlite database serves a single instance only',
    ]);
    const configured = loadConfig({
      ...PRODUCTION,
      SMTP_URL: 'smtp://mail:25',
      TWILIO_ACCOUNT_SID: 'AC1',
      DATABASE_URL: 'postgres://db/shop',
    });
    expect(productionWarnings(configured)).toEqual([]);
    expect(productionWarnings(loadConfig({}))).toEqual([]);
  });

  it('refuses half a Stripe set-up: each key needs the other', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_123' })).toEqual([
      'STRIPE_PUBLISHABLE_KEY is required with STRIPE_SECRET_KEY',
    ]);
    expect(problemsOf({ STRIPE_PUBLISHABLE_KEY: 'pk_test_123' })).toEqual([
      'STRIPE_SECRET_KEY is required with STRIPE_PUBLISHABLE_KEY',
    ]);
  });

  it('refuses a short JWT secret', () => {
    expect(problemsOf({ JWT_SECRET: 'short' })).toEqual([
      'JWT_SECRET must be at least 32 characters long',
    ]);
  });

  it('hardening 30.4: checks Stripe key kinds by prefix; a restricted test key takes test payments', () => {
    const liveOnly =
      'STRIPE_SECRET_KEY must be a live Stripe key when NODE_ENV=production (or set PAYMENTS_TEST_MODE=true to take test payments that charge nothing)';
    const restrictedTest = {
      STRIPE_SECRET_KEY: 'rk_test_51Hq',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
    };
    expect(problemsOf({ ...PRODUCTION, ...restrictedTest })).toEqual([liveOnly]);
    expect(
      loadConfig({ ...PRODUCTION, ...restrictedTest, PAYMENTS_TEST_MODE: 'true' }).payments,
    ).toEqual({ testMode: true, showTestBanner: true });
    expect(loadConfig({ ...PRODUCTION, STRIPE_SECRET_KEY: 'rk_live_51Hq' }).payments).toEqual({
      testMode: false,
      showTestBanner: false,
    });

    expect(problemsOf({ ...PRODUCTION, STRIPE_SECRET_KEY: 'pk_live_51Hq' })).toEqual([
      'STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_…, rk_live_…, or sk_test_…/rk_test_… for test payments)',
    ]);
    expect(problemsOf({ ...PRODUCTION, STRIPE_PUBLISHABLE_KEY: 'sk_live_51Hq' })).toEqual([
      'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_live_…, or pk_test_… for test payments)',
    ]);
    expect(problemsOf({ ...PRODUCTION, STRIPE_PUBLISHABLE_KEY: 'pk_test_51Hq' })).toEqual([
      'STRIPE_PUBLISHABLE_KEY must be a live key (pk_live_…) like STRIPE_SECRET_KEY',
    ]);
    expect(
      problemsOf({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_live_1' }),
    ).toEqual(['STRIPE_PUBLISHABLE_KEY must be a test key (pk_test_…) like STRIPE_SECRET_KEY']);
  });

  it('hardening 30.4: refuses a production PUBLIC_URL on loopback in every spelling', () => {
    const spellings = [
      'https://localhost.',
      'https://LOCALHOST..:8443',
      'https://shop.localhost',
      'https://[::ffff:127.0.0.1]',
      'https://[::ffff:7f00:1]',
      'https://127.10.20.30',
      'https://127.1',
      'https://0x7f.1',
      'https://2130706433',
      'https://[0:0:0:0:0:0:0:1]',
      'https://[::]',
      'https://0.0.0.0',
      'https://0',
    ];
    for (const url of spellings) {
      expect(problemsOf({ ...PRODUCTION, PUBLIC_URL: url }), url).toEqual([
        'PUBLIC_URL must not point at localhost when NODE_ENV=production',
      ]);
    }
    for (const url of [
      'https://localhost-shop.example.com',
      'https://[2001:db8::1]',
      'https://128.0.0.1',
    ]) {
      expect(loadConfig({ ...PRODUCTION, PUBLIC_URL: url }).publicUrl).toBe(url);
    }
  });

  it('hardening 30.4: a JWT secret needs real entropy; the admin password passes the sign-up rule', () => {
    const notRandom =
      'JWT_SECRET must be random, not a repeated pattern (e.g. openssl rand -base64 48)';
    for (const secret of ['a'.repeat(32), 'ab'.repeat(24), '0123'.repeat(8)]) {
      expect(problemsOf({ ...PRODUCTION, JWT_SECRET: secret }), secret).toEqual([notRandom]);
    }
    expect(
      loadConfig({ ...PRODUCTION, JWT_SECRET: '9f86d081884c7d659a2feaa0c55ad015' }).jwtSecret,
    ).toBe('9f86d081884c7d659a2feaa0c55ad015');
    for (const password of ['password1234', 'Password1234!', 'qwertyuiop12', 'zzzzzzzzzzzz']) {
      expect(problemsOf({ ...PRODUCTION, ADMIN_PASSWORD: password }), password).toEqual([
        'ADMIN_PASSWORD is too common (sign-up refuses it to customers too); choose another',
      ]);
    }
    expect(problemsOf({ ...PRODUCTION, ADMIN_PASSWORD: 'short' })).toEqual([
      'ADMIN_PASSWORD must be at least 12 characters long',
    ]);
  });

  it('hardening 40.5: every secret is judged by its randomness, so a repeated word does not start production', () => {
    const secrets = ['JWT_SECRET', 'METRICS_TOKEN', 'STRIPE_WEBHOOK_SECRET', 'TWILIO_AUTH_TOKEN'];
    for (const name of secrets) {
      for (const guessable of [
        'changemechangemechangemechangeme',
        'whsec_secretsecretsecretsecretsecret',
      ]) {
        expect(problemsOf({ ...PRODUCTION, [name]: guessable }), `${name}=${guessable}`).toEqual([
          `${name} must be random, not a repeated pattern (e.g. openssl rand -base64 48)`,
        ]);
      }
      expect(problemsOf({ ...PRODUCTION, [name]: 'a-short-token-42' })).toEqual([
        `${name} must be at least 32 characters long`,
      ]);
      // openssl rand -base64 48, openssl rand -hex 32, a Stripe webhook secret, a Twilio token
      for (const random of [
        'u1Q3m2S0yZ9HcvwQe8bF5mXr1k7PdTqLhYc4nWj0sVx6oR2gAi8KfE3zBtN5uM9p',
        '3f5a0c9e8b7d2a4c6e1f0b9d8c7a6e5f4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a',
        'whsec_8XgQ2vN7pR4tK9mW3yL6bZ1cF5hJ0dS',
        '9f86d081884c7d659a2feaa0c55ad015',
      ]) {
        expect(
          () => loadConfig({ ...PRODUCTION, [name]: random }),
          `${name}=${random}`,
        ).not.toThrow();
      }
    }
  });

  it('trusts no proxy unless told, then a flag or a list of proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback, ::1' }).trustProxy).toBe(
      '10.0.0.0/8, loopback, ::1',
    );
    for (const value of ['2', 'yes', '10.0.0.0/8/1', 'proxy.example']) {
      expect(problemsOf({ TRUST_PROXY: value })[0]).toMatch(/^TRUST_PROXY must be true, false/);
    }
  });

  it('prices shipping by the documented defaults unless told otherwise', () => {
    expect(loadConfig({}).pricing).toMatchObject({
      flatShippingCents: 995,
      freeShippingThresholdCents: 9_900,
    });
    const custom = loadConfig({ SHIPPING_FLAT_USD: '4.5', FREE_SHIPPING_FROM_USD: '0' }).pricing;
    expect(custom).toMatchObject({ flatShippingCents: 450, freeShippingThresholdCents: 0 });
    expect(problemsOf({ SHIPPING_FLAT_USD: '-1', FREE_SHIPPING_FROM_USD: '9.999' })).toEqual([
      'SHIPPING_FLAT_USD must be 0 or more',
      'FREE_SHIPPING_FROM_USD must have at most two decimals',
    ]);
    expect(problemsOf({ SHIPPING_FLAT_USD: 'free' })).toEqual([
      'SHIPPING_FLAT_USD must be an amount in dollars, like 9.95',
    ]);
  });

  it("hardening 40.14: sizes PGlite's buffer pool from PGLITE_SHARED_BUFFERS, small by default", () => {
    expect(loadConfig({}).pgliteSharedBuffersMb).toBe(PGLITE_SHARED_BUFFERS_DEFAULT_MB);
    expect(PGLITE_SHARED_BUFFERS_DEFAULT_MB).toBeLessThan(128);
    expect(loadConfig({ PGLITE_SHARED_BUFFERS: '128MB' }).pgliteSharedBuffersMb).toBe(128);
    expect(loadConfig({ PGLITE_SHARED_BUFFERS: ' 1GB ' }).pgliteSharedBuffersMb).toBe(1024);
    expect(loadConfig({ PGLITE_SHARED_BUFFERS: '16384kB' }).pgliteSharedBuffersMb).toBe(16);
    for (const unitless of ['64', '64mb', '64 MB', 'lots', '-16MB', '1.5GB'])
      expect(problemsOf({ PGLITE_SHARED_BUFFERS: unitless })).toEqual([
        'PGLITE_SHARED_BUFFERS must be a size with its unit, like 32MB or 1GB (between 8MB and 1GB)',
      ]);
    for (const outside of ['4MB', '2GB', '1000kB'])
      expect(problemsOf({ PGLITE_SHARED_BUFFERS: outside })).toEqual([
        'PGLITE_SHARED_BUFFERS must be a whole number of megabytes between 8MB and 1GB',
      ]);
  });

  it("hardening 30.13: counts the shop's days in SHOP_TIMEZONE, America/Chicago by default", () => {
    expect(loadConfig({}).shopTimeZone).toBe('America/Chicago');
    expect(loadConfig({ SHOP_TIMEZONE: 'Europe/Berlin' }).shopTimeZone).toBe('Europe/Berlin');
    expect(problemsOf({ SHOP_TIMEZONE: 'Texas' })).toEqual([
      'SHOP_TIMEZONE must be an IANA time zone, like America/Chicago',
    ]);
  });
});

describe('passkey (WebAuthn) settings', () => {
  it('uses PUBLIC_URL in development and tests, and must be named in production', () => {
    expect(loadConfig({}).webAuthn).toEqual({
      rpId: 'localhost',
      origins: ['http://localhost:3000', 'http://localhost:5173'],
    });
    expect(loadConfig(PRODUCTION).webAuthn).toEqual({
      rpId: 'shop.example.com',
      origins: ['https://shop.example.com'],
    });
    const { WEBAUTHN_RP_ID: _unset, ...unnamed } = PRODUCTION;
    expect(problemsOf(unnamed)).toEqual([
      "WEBAUTHN_RP_ID is required when NODE_ENV=production (the shop's domain, like shop.example.com; passkeys are bound to it)",
    ]);
  });

  it('accepts a parent domain as the RP ID and refuses an origin outside it', () => {
    const www = {
      ...PRODUCTION,
      PUBLIC_URL: 'https://www.example.com',
      WEBAUTHN_RP_ID: 'example.com',
    };
    expect(loadConfig(www).webAuthn.rpId).toBe('example.com');
    expect(problemsOf({ ...PRODUCTION, WEBAUTHN_ORIGINS: 'https://shop.example.org' })).toEqual([
      'WEBAUTHN_ORIGINS has https://shop.example.org, which is not on WEBAUTHN_RP_ID shop.example.com',
    ]);
  });
});
