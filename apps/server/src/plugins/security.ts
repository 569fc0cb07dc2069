import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AnyImageStorage } from '../adapters/storage/create-image-storage.ts';
import type { Config } from '../config.ts';
import { RateLimitedError } from '../errors/index.ts';
import { attemptCounter } from './attempt-counting.ts';
import { rateLimitCounting } from './rate-limit-counting.ts';

/**
 * Where the browser PUTs product images when S3 storage is configured: the origin of a presigned
 * URL, which the SDK signs locally, so it is exactly the host the uploads will go to (virtual-hosted
 * bucket on AWS, path-style on R2 or MinIO).
 */
async function uploadOrigin(storage: AnyImageStorage): Promise<string | undefined> {
  if (storage.kind !== 's3') return undefined;
  const { signedUrl } = await storage.signUpload('csp-probe.png', 'image/png');
  return new URL(signedUrl).origin;
}

/** The built React app's needs, widened only for the providers that are configured. */
function contentSecurityPolicy(config: Config, imageUploadOrigin: string | undefined) {
  const script = ["'self'"];
  const connect = ["'self'"];
  const frame = ["'self'"];
  const style = ["'self'", "'unsafe-inline'"];
  if (config.stripe.publishableKey) {
    // The origins Stripe's security guide lists for Stripe.js and the Payment Element.
    script.push('https://js.stripe.com', 'https://*.js.stripe.com');
    connect.push('https://api.stripe.com');
    frame.push('https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com');
  }
  if (imageUploadOrigin) connect.push(imageUploadOrigin);
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

/**
 * The headers helmet's middleware writes for `options`, recorded once. Our policy has no
 * per-request part (no nonces), and running helmet per request parsed its whole configuration
 * again each time: that was the largest cost of a cached catalogue answer.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

/** Returns the security headers, for the answers written before Fastify (cached-answers.ts). */
export async function registerSecurity(
  app: FastifyInstance,
  config: Config,
): Promise<Record<string, string>> {
  const headers = helmetHeaders({
    contentSecurityPolicy: contentSecurityPolicy(config, await uploadOrigin(app.imageStorage)),
  });
  // Registered on the root before any route, so every answer (errors and 404s too) carries them.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // Routes opt in with `config: { rateLimit: { max, timeWindow } }`.
  const counting = await rateLimitCounting(app);
  app.decorate(
    'attempts',
    attemptCounter(
      app.db,
      app.log,
      counting.redis ? { client: counting.redis, nameSpace: counting.nameSpace ?? '' } : undefined,
    ),
  );
  await app.register(rateLimit, {
    global: false,
    ...counting,
    errorResponseBuilder: (_request, context) =>
      new RateLimitedError(`Too many requests. Please try again in ${context.after}.`),
  });
  return headers;
}
