import { z } from 'zod';

/** Every failure the API can answer with; the server maps each to one HTTP status. */
export const ErrorCodeSchema = z.enum([
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  /** 403: a staff member must turn on two-step sign-in before the back office opens. */
  'SECOND_FACTOR_REQUIRED',
  /** 403: a password or second-factor code is owed first (POST /auth/step-up), decision 078. */
  'STEP_UP_REQUIRED',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'GONE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'REQUEST_TIMEOUT',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'RATE_LIMITED',
  'PAYMENT_FAILED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const ApiErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: ErrorCodeSchema,
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** The `{ success: true, data }` envelope around a response body schema. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** A list answer with the paging a client needs to ask for the next page. */
export const PageInfoSchema = z.object({
  offset: z.number().int(),
  limit: z.number().int(),
  nextOffset: z.number().int().nullable(),
});
export type PageInfo = z.infer<typeof PageInfoSchema>;

/** What `pagedEnvelope(item)` parses to, for readers that only need the type. */
export interface Paged<T> {
  success: true;
  data: T[];
  page: PageInfo;
}

export function pagedEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: z.array(item), page: PageInfoSchema });
}
