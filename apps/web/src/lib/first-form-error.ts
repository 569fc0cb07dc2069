import { CONSENT_REQUIRED_MESSAGE, REQUIRED_FIELDS_MESSAGE } from '@shop/contract';
import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * The spec's forms speak with one line, not one per field: a missing field first, then
 * anything malformed, and the unticked checkboxes last.
 */
export function firstFormError<T extends FieldValues>(errors: FieldErrors<T>): string | null {
  const messages = Object.values(errors)
    .map((error) => (typeof error?.message === 'string' ? error.message : null))
    .filter((message): message is string => Boolean(message));
  if (messages.length === 0) return null;
  if (messages.includes(REQUIRED_FIELDS_MESSAGE)) return REQUIRED_FIELDS_MESSAGE;
  return messages.find((message) => message !== CONSENT_REQUIRED_MESSAGE) ?? messages[0] ?? null;
}
