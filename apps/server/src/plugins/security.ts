import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { RateLimitedError } from '../errors/index.ts';

/** The built React app's needs, widened only for the providers that are configured. */
function contentSecurityPolicy(config: Config) {
  const script = ["'self'"];
  const connect = ["'self'"];
  const frame = ["'self'"];
  const style = ["'self'", "'unsafe-inline'"];
  if (config.stripe.publishableKey) {
    script.push('https://js.stripe.com');
    connect.push('https://api.stripe.com');
    frame.push('https://js.stripe.com', 'https://hooks.stripe.com');
  }
  if (config.googleClientId) {
    script.push('https://accounts.google.com/gsi/client');
    connect.push('https://accounts.google.com/gsi/');
    frame.push('https://accounts.google.com/gsi/');
    style.push('https://accounts.google.com/gsi/style');
  }
  return {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      styleSrc: style,
      scriptSrc: script,
      connectSrc: connect,
      frameSrc: frame,
      frameAncestors: ["'none'"],
      // Over plain http (local runs) upgrading would point every asset at an https port that is not there.
      upgradeInsecureRequests: config.publicUrl.startsWith('https://') ? [] : null,
    },
  };
}

export async function registerSecurity(app: FastifyInstance, config: Config) {
  await app.register(helmet, { contentSecurityPolicy: contentSecurityPolicy(config) });
  // Routes opt in with `config: { rateLimit: { max, timeWindow } }`.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new RateLimitedError(`Too many requests. Please try again in ${context.after}.`),
  });
}
