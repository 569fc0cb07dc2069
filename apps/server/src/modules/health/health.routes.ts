import { HealthResponseSchema } from '@shop/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: HealthResponseSchema },
      },
    },
    async () => {
      // A failing query surfaces as a 500 envelope, which is what a load balancer should see.
      await app.db.execute(sql`select 1`);
      return { success: true as const, data: { status: 'ok' as const, db: app.dbKind } };
    },
  );
};
