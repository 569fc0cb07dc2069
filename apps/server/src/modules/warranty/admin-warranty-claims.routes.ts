import {
  AdminWarrantyClaimPageSchema,
  AdminWarrantyClaimSchema,
  AdminWarrantyClaimsQuerySchema,
  ApiErrorSchema,
  ApproveWarrantyClaimBodySchema,
  DeclineWarrantyClaimBodySchema,
  successEnvelope,
  WarrantyClaimParamsSchema,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { warrantyClaimsService } from './warranty-claims.service.ts';
import { warrantyMail } from './warranty-mail.ts';

/** The claims desk: read claims, approve one (a $0 replacement or a repair note) or decline it. */
export const adminWarrantyClaimsRoutes: FastifyPluginAsyncZod = async (app) => {
  const claims = warrantyClaimsService(app.db, () =>
    warrantyMail({ messenger: app.messenger, settings: app.config, log: app.log }),
  );
  const tags = ['admin'];
  const security = [{ bearerAuth: [] }];
  const ClaimEnvelope = successEnvelope(AdminWarrantyClaimSchema);

  app.get(
    '/admin/warranty-claims',
    {
      onRequest: app.requirePermission('warranty:read'),
      schema: {
        tags,
        security,
        summary: 'Warranty claims, newest first, by state (admin)',
        querystring: AdminWarrantyClaimsQuerySchema,
        response: { 200: successEnvelope(AdminWarrantyClaimPageSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await claims.page(request.query) }),
  );

  app.post(
    '/admin/warranty-claims/:id/approve',
    {
      onRequest: app.requirePermission('warranty:manage'),
      schema: {
        tags,
        security,
        summary:
          'Approve an open claim: a $0 replacement order (once, whoever presses) or a repair note (admin)',
        params: WarrantyClaimParamsSchema,
        body: ApproveWarrantyClaimBodySchema,
        response: { 200: ClaimEnvelope, 409: ApiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await claims.approve(request.params.id, request.body),
    }),
  );

  app.post(
    '/admin/warranty-claims/:id/decline',
    {
      onRequest: app.requirePermission('warranty:manage'),
      schema: {
        tags,
        security,
        summary: 'Decline an open claim with the reason the customer reads (admin)',
        params: WarrantyClaimParamsSchema,
        body: DeclineWarrantyClaimBodySchema,
        response: { 200: ClaimEnvelope, 409: ApiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await claims.decline(request.params.id, request.body.reason),
    }),
  );
};
