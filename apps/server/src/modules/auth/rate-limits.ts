/**
 * Per-client-IP limits (@fastify/rate-limit, counted across all instances: see
 * plugins/rate-limit-counting.ts) for the endpoints people could script against. They slow down
 * one machine; the per-account limit in account-limiter.ts stops many machines guessing at one
 * account.
 */
export const IP_RATE_LIMITS = {
  login: { max: 30, timeWindow: '1 minute' },
  google: { max: 30, timeWindow: '1 minute' },
  register: { max: 30, timeWindow: '10 minutes' },
  codes: { max: 20, timeWindow: '1 minute' },
  passwordReset: { max: 10, timeWindow: '1 minute' },
  contact: { max: 5, timeWindow: '10 minutes' },
  /** A customer's photo uploads (POST /uploads/photos, decision 081). */
  photos: { max: 20, timeWindow: '10 minutes' },
} as const;
