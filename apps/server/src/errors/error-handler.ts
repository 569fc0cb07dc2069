import type { ApiError, ErrorCode } from '@shop/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { allowedMethods, trackAllowedMethods } from './allowed-methods.ts';
import { AppError, RateLimitedError, ShuttingDownError } from './app-errors.ts';
import { describeValidationIssues, describeZodError } from './validation-message.ts';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Fastify's own request errors whose message we word for people. */
const FASTIFY_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'VALIDATION_ERROR',
    message: 'Malformed JSON in request body.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'VALIDATION_ERROR',
    message: 'The request body is empty; send a JSON object.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large (the limit is 256 kB).',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content type. Send JSON with Content-Type: application/json.',
  },
};

const CODE_BY_CLIENT_STATUS: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

function send(reply: FastifyReply, status: number, code: ErrorCode, message: string) {
  const body: ApiError = { success: false, message, code };
  return reply.status(status).send(body);
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.statusCode >= 500 && !(error instanceof ShuttingDownError)) {
      request.log.error({ err: error }, error.message);
    }
    // @fastify/rate-limit sets its own exact Retry-After before it throws.
    if (error instanceof RateLimitedError && !reply.hasHeader('retry-after')) {
      reply.header('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
    }
    return send(reply, error.statusCode, error.code, error.message);
  }
  if (error.validation) {
    const message = describeValidationIssues(error.validation, error.validationContext);
    return send(reply, 400, 'VALIDATION_ERROR', message);
  }
  if (error instanceof ZodError) {
    return send(reply, 400, 'VALIDATION_ERROR', describeZodError(error));
  }
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (known) {
    return send(reply, known.status, known.code, known.message);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error');
    return send(reply, status, CODE_BY_CLIENT_STATUS[status] ?? 'VALIDATION_ERROR', error.message);
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, 'INTERNAL_ERROR', INTERNAL_MESSAGE);
}

/**
 * The one place where failures become `{ success: false, message, code }`. Call it before
 * registering any plugin: Fastify contexts copy the error handler when they are created.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(handleError);
  trackAllowedMethods(app);
}

/**
 * `fallback` gets the first chance at an unmatched request, e.g. to serve index.html. A path that
 * exists with other methods answers 405 with `Allow`; any other path 404.
 */
export function registerNotFoundHandler(
  app: FastifyInstance,
  fallback?: (request: FastifyRequest, reply: FastifyReply) => boolean,
) {
  app.setNotFoundHandler((request, reply) => {
    if (fallback?.(request, reply)) return reply;
    const path = request.url.split('?')[0] ?? '/';
    const allowed = allowedMethods(app, path);
    if (allowed.length > 0) {
      reply.header('Allow', allowed.join(', '));
      const message = `${request.method} is not allowed at ${path}; it answers ${allowed.join(', ')}.`;
      return send(reply, 405, 'METHOD_NOT_ALLOWED', message);
    }
    return send(reply, 404, 'NOT_FOUND', `Nothing is found at ${request.method} ${path}.`);
  });
}
