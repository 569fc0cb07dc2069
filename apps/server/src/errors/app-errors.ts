import type { ErrorCode } from '@shop/contract';

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  PAYMENT_FAILED: 402,
  FORBIDDEN: 403,
  SECOND_FACTOR_REQUIRED: 403,
  STEP_UP_REQUIRED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  REQUEST_TIMEOUT: 408,
  URI_TOO_LONG: 414,
  HEADERS_TOO_LARGE: 431,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

/**
 * An expected failure with a sentence a person can read. Services throw these; the error handler
 * turns them into `{ success: false, message, code }` with the status of the code.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = new.target.name;
    this.statusCode = STATUS_BY_CODE[code];
  }
}

export class ValidationError extends AppError {
  constructor(message: string) {
    super('VALIDATION_ERROR', message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Please sign in to continue.') {
    super('UNAUTHORIZED', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do that.') {
    super('FORBIDDEN', message);
  }
}

/** A staff member without two-step sign-in, in production: they enrol before the back office. */
export class SecondFactorRequiredError extends AppError {
  constructor(
    message = 'Turn on two-step sign-in on your account page before using the back office.',
  ) {
    super('SECOND_FACTOR_REQUIRED', message);
  }
}

/** What can hurt needs a password or second factor within the last 10 minutes (decision 078). */
export class StepUpRequiredError extends AppError {
  constructor(message: string) {
    super('STEP_UP_REQUIRED', message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super('NOT_FOUND', message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super('CONFLICT', message);
  }
}

/** A link that worked once and no longer does (used or expired). */
export class GoneError extends AppError {
  constructor(message: string) {
    super('GONE', message);
  }
}

export class PaymentFailedError extends AppError {
  constructor(message: string) {
    super('PAYMENT_FAILED', message);
  }
}

/** `retryAfterSeconds` becomes the answer's Retry-After header (a minute when not known). */
export class RateLimitedError extends AppError {
  constructor(
    message = 'Too many requests. Please wait a moment and try again.',
    readonly retryAfterSeconds = 60,
  ) {
    super('RATE_LIMITED', message);
  }
}

/** A provider we depend on (e.g. the image bucket) did not answer; `cause` says why, in the log. */
export class ServiceUnavailableError extends AppError {
  constructor(message: string, options?: ErrorOptions) {
    super('SERVICE_UNAVAILABLE', message, options);
  }
}

/** Readiness while the server drains before a planned stop: a 503 that is no fault of anyone. */
export class ShuttingDownError extends ServiceUnavailableError {
  constructor() {
    super('The server is shutting down.');
  }
}
