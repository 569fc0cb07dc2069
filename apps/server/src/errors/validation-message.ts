import type { FastifySchemaValidationError } from 'fastify/types/schema';
import type { ZodError } from 'zod';

function fieldName(instancePath: string, context: string | undefined): string {
  const field = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return field || context || 'request';
}

/** 'price: Invalid input: expected number, received string' — the field first, as people scan. */
export function describeValidationIssues(
  issues: FastifySchemaValidationError[],
  context: string | undefined,
): string {
  return issues
    .map((issue) => `${fieldName(issue.instancePath, context)}: ${issue.message ?? 'is invalid'}`)
    .join('; ');
}

export function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'request'}: ${issue.message}`)
    .join('; ');
}
