import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../../errors/index.ts';

/**
 * For routes with `attachValidation: true`: our schemas word their messages as sentences a
 * customer can read ('A tracker name is required.'), so those are answered as they are;
 * anything else keeps its field name.
 */
export function rejectInvalidRequest(request: FastifyRequest): void {
  const error = request.validationError;
  if (!error) return;
  const issues = 'validation' in error && Array.isArray(error.validation) ? error.validation : [];
  const messages = issues.map((issue: { instancePath?: string; message?: string }) => {
    const message = issue.message ?? 'is invalid';
    if (/^[A-Z].*\.$/.test(message)) return message;
    const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    return `${field || 'request'}: ${message}`;
  });
  throw new ValidationError([...new Set(messages)].join(' ') || error.message);
}
