import {
  ApiErrorSchema,
  CreateTrackedProductBodySchema,
  ReorderDueResultSchema,
  SavedHouseDataSchema,
  successEnvelope,
  TrackedPartParamsSchema,
  TrackedProductParamsSchema,
  TrackedProductSchema,
  TrackerRecordSchema,
  UpdateHouseDataBodySchema,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardReminderAddress } from '../reminders/reminder-address-guard.ts';
import { followPart } from '../subscriptions/plan-schedule.ts';
import { reorderDueParts } from './reorder-due.ts';
import { rejectInvalidRequest } from './sentence-validation.ts';
import { assertTrackerCreationAllowed } from './tracker-creation-limit.ts';
import { trackersService } from './trackers.service.ts';

const userId = (request: { user: { id: string } | null }) => request.user?.id ?? '';

export const trackersRoutes: FastifyPluginAsyncZod = async (app) => {
  const trackers = trackersService(app.db, {
    onPartChanged: followPart(app.db, app.config.autoReplaceLeadDays),
  });
  const tags = ['trackers'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/trackers',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Tracked products, household profile and pending installations',
        response: { 200: successEnvelope(TrackerRecordSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await trackers.getRecord(userId(request), new Date()),
    }),
  );

  app.put(
    '/trackers',
    {
      onRequest: app.authenticate,
      attachValidation: true,
      schema: {
        tags,
        security,
        summary: 'Save the Household & Water Profile (houseData)',
        body: UpdateHouseDataBodySchema,
        response: { 200: successEnvelope(SavedHouseDataSchema) },
      },
    },
    async (request) => {
      rejectInvalidRequest(request);
      const saved = await trackers.saveHouseData(userId(request), request.body.houseData);
      return { success: true as const, data: saved };
    },
  );

  app.post(
    '/trackers/tracked-products',
    {
      onRequest: app.authenticate,
      attachValidation: true,
      schema: {
        tags,
        security,
        summary: 'Start tracking a filter (from search, or from an order line with orderItemId)',
        body: CreateTrackedProductBodySchema,
        response: {
          201: successEnvelope(TrackedProductSchema),
          404: ApiErrorSchema.describe('Product or order item not found'),
          409: ApiErrorSchema.describe('This order item is already tracked'),
          429: ApiErrorSchema.describe('Too many trackers started; the message says when to retry'),
        },
      },
    },
    async (request, reply) => {
      rejectInvalidRequest(request);
      const now = new Date();
      await assertTrackerCreationAllowed(app.db, userId(request), now);
      const created = await trackers.createTrackedProduct(userId(request), request.body, now);
      await guardReminderAddress(app, created._id);
      return reply.status(201).send({ success: true as const, data: created });
    },
  );

  app.delete(
    '/trackers/tracked-products/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Stop tracking a product',
        params: TrackedProductParamsSchema,
        response: { 200: successEnvelope(z.object({ _id: z.string() })) },
      },
    },
    async (request) => {
      await trackers.deleteTrackedProduct(userId(request), request.params.id);
      return { success: true as const, data: { _id: request.params.id } };
    },
  );

  app.post(
    '/trackers/tracked-products/:id/parts/:partId/reset',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Restart a part's lifespan (it was replaced today)",
        params: TrackedPartParamsSchema,
        response: { 200: successEnvelope(TrackedProductSchema) },
      },
    },
    async (request) => {
      const { id, partId } = request.params;
      const updated = await trackers.resetPart(userId(request), id, partId, new Date());
      return { success: true as const, data: updated };
    },
  );

  app.post(
    '/trackers/reorder-due',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Put every tracked part due within 30 days in the cart',
        response: { 200: successEnvelope(ReorderDueResultSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { added: await reorderDueParts(app.db, userId(request), new Date()) },
    }),
  );
};
