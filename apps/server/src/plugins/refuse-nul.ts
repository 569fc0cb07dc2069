import { findNulField, NUL_MESSAGE } from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationError } from '../errors/index.ts';

const PARTS = ['body', 'query', 'params'] as const;

/**
 * The contract's no-NUL rule for every route (before each route's own schema): 400 naming the
 * field, where PostgreSQL would otherwise fail the statement with a 500.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const part of PARTS) {
      const field = findNulField(request[part]);
      if (field) throw new ValidationError(`${field}: ${NUL_MESSAGE}`);
    }
  });
}
