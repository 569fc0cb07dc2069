import {
  ApiErrorSchema,
  InviteStaffBodySchema,
  StaffIdParamsSchema,
  StaffInviteSchema,
  StaffListSchema,
  StaffMemberSchema,
  successEnvelope,
  UpdateStaffBodySchema,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardEveryRoute } from '../../plugins/auth.ts';
import { staffService } from './staff.service.ts';

const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };
const LAST_OWNER = ApiErrorSchema.describe('The change would leave the shop without an owner');

/** The owner's staff desk: invite, change a role, suspend, remove. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  guardEveryRoute(app, app.requirePermission('staff:manage'));
  const staff = staffService({
    db: app.db,
    messenger: app.messenger,
    shopName: app.config.shopName,
    publicUrl: app.config.publicUrl,
  });

  app.get(
    '/admin/staff',
    {
      schema: {
        ...admin,
        summary: 'Staff members and pending invitations (owner)',
        response: { 200: successEnvelope(StaffListSchema) },
      },
    },
    async () => ({ success: true as const, data: await staff.list() }),
  );

  app.post(
    '/admin/staff',
    {
      schema: {
        ...admin,
        summary: 'Invite a staff member by e-mail: a one-time link for 72 hours (owner)',
        body: InviteStaffBodySchema,
        response: {
          201: successEnvelope(StaffInviteSchema),
          409: ApiErrorSchema.describe('An account already uses this e-mail address'),
        },
      },
    },
    async (request, reply) => {
      const data = await staff.invite(request.body, request.user?.id ?? '');
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.patch(
    '/admin/staff/:id',
    {
      onRequest: app.requireRecentSignIn,
      schema: {
        ...admin,
        summary: "Change a member's role or suspend them; their sessions end at once (owner)",
        params: StaffIdParamsSchema,
        body: UpdateStaffBodySchema,
        response: { 200: successEnvelope(StaffMemberSchema), 409: LAST_OWNER },
      },
    },
    async (request) => {
      const { member, changes } = await staff.update(request.params.id, request.body);
      request.auditChanges = changes;
      return { success: true as const, data: member };
    },
  );

  app.delete(
    '/admin/staff/:id',
    {
      onRequest: app.requireRecentSignIn,
      schema: {
        ...admin,
        summary: 'Remove a member from the staff; their sessions end at once (owner)',
        params: StaffIdParamsSchema,
        response: { 200: successEnvelope(z.object({ _id: z.string() })), 409: LAST_OWNER },
      },
    },
    async (request) => {
      await staff.remove(request.params.id);
      return { success: true as const, data: { _id: request.params.id } };
    },
  );
};
