import type { AuditChange } from '@shop/contract';

/**
 * The audit log's changes between two views of one thing: each named field whose value differs
 * (compared as JSON), with its value before and after.
 */
export function changedFields<T>(
  before: T,
  after: T,
  fields: Record<string, (value: T) => unknown>,
): AuditChange[] {
  return Object.entries(fields).flatMap(([field, read]) => {
    const was = read(before) ?? null;
    const now = read(after) ?? null;
    return JSON.stringify(was) === JSON.stringify(now) ? [] : [{ field, before: was, after: now }];
  });
}
