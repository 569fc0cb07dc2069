import { ApiErrorSchema } from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import { NotFoundError, PaymentFailedError } from '../../errors/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { Attempter } from './attempt-limiter.ts';

/** What the limited routes need: who attempts, which failures count, the documented 429. */

export const attempterOf = (request: FastifyRequest): Attempter => ({
  userId: (request.user as AuthUser).id,
  address: request.ip,
});

export const isDecline = (error: unknown) => error instanceof PaymentFailedError;

export const isUnknownCode = (error: unknown) => error instanceof NotFoundError;

export const TOO_MANY_ATTEMPTS = ApiErrorSchema.describe(
  'Too many failed attempts from this account or address; Retry-After says when to try again',
);
