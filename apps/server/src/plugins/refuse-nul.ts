import { findNulField, NUL_MESSAGE } from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationError } from '../errors/index.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A page of the web app: its query is the page's to read, and the page leaves out what it
     * cannot use (a NUL in a search link gets the products page, not a JSON 400).
     */
    webPage?: boolean;
  }
}

const PARTS = ['body', 'query', 'params'] as const;

/**
 * The contract's no-NUL rule for every route (before each route's own schema): 400 naming the
 * field, where PostgreSQL would otherwise fail the statement with a 500. The web app's pages
 * are left to themselves: their reads of the API pass through here again.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const part of PARTS) {
      const field = findNulField(request[part]);
      // routeOptions is built afresh on each read: asked only when there is a NUL to refuse.
      if (field && !request.routeOptions.config.webPage) {
        throw new ValidationError(`${field}: ${NUL_MESSAGE}`);
      }
    }
  });
}
