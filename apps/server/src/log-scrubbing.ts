import type { FastifyRequest } from 'fastify';

const HIDDEN = '[hidden]';

const MAY_HOLD_SECRET =
  /\/calendar\/|\/r\/|\/reminders\/links\/|[?&](?:token|code|key|signature)=/i;

/**
 * Secrets that travel in URLs: the calendar feed's token, reminder link tokens and short codes.
 * Paths keep their shape so a log still says which route was asked.
 */
export function scrubUrl(url: string): string {
  // Most URLs hold none: one test instead of three replacements on every request line.
  if (!MAY_HOLD_SECRET.test(url)) return url;
  return url
    .replace(/\/calendar\/[^/?#]+/g, `/calendar/${HIDDEN}`)
    .replace(/\/(r|reminders\/links)\/[^/?#]+/g, `/$1/${HIDDEN}`)
    .replace(/([?&](?:token|code|key|signature)=)[^&#]*/gi, `$1${HIDDEN}`);
}

/** 'alice@example.com' -> 'a…@example.com'; '+15551234567' -> '…67'. Enough to tell rows apart. */
export function maskContact(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const at = value.indexOf('@');
  if (at > 0) return `${value[0]}…${value.slice(at)}`;
  return value.length > 4 ? `…${value.slice(-2)}` : HIDDEN;
}

/** Drizzle puts a failed query's parameters (hashes, e-mails, codes) in its message. */
const scrubText = (text: string) => text.replace(/\nparams: [^\n]*/g, `\nparams: ${HIDDEN}`);

/** PostgreSQL quotes the offending value: 'invalid input syntax …: "<hash>"', 'Key (email)=(…)'. */
const scrubDatabaseText = (text: string) =>
  scrubText(text)
    .replace(/"[^"\n]*"/g, `"${HIDDEN}"`)
    .replace(/=\([^)\n]*\)/g, `=(${HIDDEN})`);
const isDatabaseError = (code: unknown) => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  code?: unknown;
  statusCode?: unknown;
  cause?: LoggedError;
}

/**
 * Errors as type, message, stack and code only: a database error's `detail` ("Key (email)=(…)"),
 * `parameters` or `query` fields never reach the log.
 */
export function scrubError(error: unknown, depth = 0): LoggedError | unknown {
  if (!(error instanceof Error)) return error;
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  const scrub = isDatabaseError(code) ? scrubDatabaseText : scrubText;
  const logged: LoggedError = {
    type: error.constructor?.name ?? 'Error',
    message: scrub(error.message),
    stack: error.stack ? scrub(error.stack) : undefined,
  };
  if (code !== undefined) logged.code = code;
  if (statusCode !== undefined) logged.statusCode = statusCode;
  if (error.cause instanceof Error && depth < 3) {
    logged.cause = scrubError(error.cause, depth + 1) as LoggedError;
  }
  return logged;
}

export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: scrubUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** Pino options that keep secrets and contact details out of every log line. */
export const scrubbingLoggerOptions = {
  serializers: { req: serializeRequest, err: scrubError },
  redact: {
    paths: ['req.headers.authorization', 'req.headers.cookie', 'to', 'email', 'phone'],
    censor: (value: unknown, path: string[]) => (path[0] === 'req' ? HIDDEN : maskContact(value)),
  },
};
