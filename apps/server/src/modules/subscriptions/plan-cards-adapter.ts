import type { FastifyInstance } from 'fastify';
import type { PlanCards } from './plan-cards.ts';

/** Saved cards for plans, from the payment-methods module. */
export function planCardsOf(_app: FastifyInstance): PlanCards {
  return {
    async find() {
      return null;
    },
    async defaultOf() {
      return null;
    },
    async charge() {
      throw new Error('saved cards are not available');
    },
    async confirmOnSession() {
      return false;
    },
  };
}
