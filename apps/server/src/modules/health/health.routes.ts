import {
  ApiErrorSchema,
  HealthLiveResponseSchema,
  HealthReadyResponseSchema,
  HealthResponseSchema,
} from '@shop/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { latestShippedMigration, migrationsApplied } from '../../db/migration-status.ts';
import { ServiceUnavailableError, ShuttingDownError } from '../../errors/index.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const latest = latestShippedMigration();

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

  app.get(
    '/health/live',
    {
      config: { quietWhenOk: true },
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (never touches the database)',
        response: { 200: HealthLiveResponseSchema },
      },
    },
    async () => ({ success: true as const, data: { status: 'ok' as const } }),
  );

  app.get(
    '/health/ready',
    {
      config: { quietWhenOk: true },
      schema: {
        tags: ['health'],
        summary: 'Readiness: database reachable and migrated; 503 otherwise and while stopping',
        response: {
          200: HealthReadyResponseSchema,
          503: ApiErrorSchema.describe(
            'Not ready: the database does not answer or lacks a migration, or the server is stopping',
          ),
        },
      },
    },
    async () => {
      if (app.lifecycle.draining) throw new ShuttingDownError();
      const applied = await migrationsApplied(app.db, latest).catch((error) => {
        throw new ServiceUnavailableError('The database does not answer.', { cause: error });
      });
      if (!applied) {
        throw new ServiceUnavailableError(`The database lacks migration ${latest.tag}.`);
      }
      return {
        success: true as const,
        data: {
          status: 'ok' as const,
          db: app.dbKind,
          migration: latest.tag,
          singleInstance: app.dbKind === 'pglite',
        },
      };
    },
  );
};
