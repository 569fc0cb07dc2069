import { isIP } from 'node:net';
import { z } from 'zod';
import { estimatedEntropyBits, MIN_SECRET_ENTROPY_BITS } from './lib/secret-strength.ts';

// The kinds of value an environment variable holds, for the schema in config-env.ts.

export const optionalText = z.string().trim().optional();

/**
 * A secret that signs or opens something (JWT_SECRET, METRICS_TOKEN, the webhook secrets): long,
 * and random rather than a word typed again and again (lib/secret-strength.ts).
 */
export const secret = optionalText
  .refine((value) => value === undefined || value.length >= 32, {
    message: 'must be at least 32 characters long',
    abort: true,
  })
  .refine(
    (value) => value === undefined || estimatedEntropyBits(value) >= MIN_SECRET_ENTROPY_BITS,
    'must be random, not a repeated pattern (e.g. openssl rand -base64 48)',
  );

/** `true` or `false`; anything else is refused rather than read as false. */
export const flag = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'));

/** A footer social link: an https address, or blank for no icon. */
export const socialUrl = optionalText
  .transform((value) => value || undefined)
  .pipe(z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional());

/** The named ranges proxy-addr (behind Fastify's trustProxy) understands. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Fastify's `trustProxy`: whom to believe about the client's address in X-Forwarded-For (per-IP
 * rate limits key on it). Off by default: without a proxy in front, anyone could forge the header.
 * Hop counts are left out on purpose: Fastify 5 treats a number as trusting no one.
 */
export function isTrustProxyValue(value: string): boolean {
  if (value === 'true' || value === 'false') return true;
  return value.split(',').every((entry) => {
    const [address = '', bits, ...rest] = entry.trim().split('/');
    if (rest.length > 0 || isIP(address) === 0) return PROXY_NAMES.has(entry.trim()) && !bits;
    return bits === undefined || /^\d{1,3}$/.test(bits);
  });
}

/** An amount in dollars with at most two decimals, e.g. 9.95. */
export const dollars = (fallbackCents: number) =>
  z.coerce
    .number({ error: 'must be an amount in dollars, like 9.95' })
    .min(0, 'must be 0 or more')
    .max(100_000, 'must be at most 100000')
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: 'must have at most two decimals',
    })
    .default(fallbackCents / 100);

export function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false') return false;
  return value === 'true' ? true : value;
}

/**
 * PGLITE_SHARED_BUFFERS: the embedded database's buffer pool, resident from the moment it opens
 * (decision 080). A whole number with PostgreSQL's unit, kB, MB or GB; read in megabytes.
 */
export const PGLITE_SHARED_BUFFERS_DEFAULT_MB = 32;
const SHARED_BUFFERS_MB = { min: 8, max: 1024 };
const BUFFER_UNITS: Record<string, number> = { kB: 1 / 1024, MB: 1, GB: 1024 };
const bufferRange = `between ${SHARED_BUFFERS_MB.min}MB and ${SHARED_BUFFERS_MB.max / 1024}GB`;

export const pgliteSharedBuffers = optionalText
  .refine((value) => value === undefined || /^\d{1,7}(kB|MB|GB)$/.test(value), {
    message: `must be a size with its unit, like 32MB or 1GB (${bufferRange})`,
    abort: true,
  })
  .transform((value) => {
    if (value === undefined) return PGLITE_SHARED_BUFFERS_DEFAULT_MB;
    const [, amount = '', unit = 'MB'] = /^(\d+)(kB|MB|GB)$/.exec(value) ?? [];
    return Number(amount) * (BUFFER_UNITS[unit] ?? 1);
  })
  .refine(
    (megabytes) =>
      Number.isInteger(megabytes) &&
      megabytes >= SHARED_BUFFERS_MB.min &&
      megabytes <= SHARED_BUFFERS_MB.max,
    `must be a whole number of megabytes ${bufferRange}`,
  );
