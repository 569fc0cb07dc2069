import {
  ApiErrorSchema,
  CreateWarrantyClaimBodySchema,
  successEnvelope,
  WarrantyClaimSchema,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { warrantyClaimsService } from './warranty-claims.service.ts';
import { warrantyMail } from './warranty-mail.ts';

/** A customer's warranty claims on the systems in My Products (decision 075). */
export const warrantyClaimsRoutes: FastifyPluginAsyncZod = async (app) => {
  const claims = warrantyClaimsService(app.db, () =>
    warrantyMail({ messenger: app.messenger, settings: app.config, log: app.log }),
  );
  const tags = ['warranty'];
  const security = [{ bearerAuth: [] }];

  app.post(
    '/warranty-claims',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "File a warranty claim on a tracked system: 404 for another customer's, 409 when its warranty ended or a claim is open",
        body: CreateWarrantyClaimBodySchema,
        response: {
          201: successEnvelope(WarrantyClaimSchema),
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const claim = await claims.file(request.user?.id ?? '', request.body, new Date());
      return reply.code(201).send({ success: true as const, data: claim });
    },
  );

  app.get(
    '/warranty-claims',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'My warranty claims with their state, newest first',
        response: { 200: successEnvelope(z.array(WarrantyClaimSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await claims.listMine(request.user?.id ?? ''),
    }),
  );
};
