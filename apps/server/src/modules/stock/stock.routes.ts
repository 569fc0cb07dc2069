import {
  AdminProductQuerySchema,
  AdminProductRowSchema,
  ApiErrorSchema,
  adminPageSchema,
  ProductIdParamsSchema,
  successEnvelope,
  UpdateStockBodySchema,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ConflictError, NotFoundError } from '../../errors/index.ts';
import { changedFields } from '../audit/changed-fields.ts';
import { catalogueChanged } from '../products/catalogue-sync.ts';
import { stockRepository } from './stock.repository.ts';

const security = [{ bearerAuth: [] }];

/** Sales (or another admin) changed the stock after the admin read it: say what it is now. */
export const staleStockMessage = (
  current: { name: string; stock: number },
  body: { stock: number; expectedStock?: number },
) =>
  `The stock of ${current.name} is now ${current.stock}, not ${body.expectedStock}: it changed while you were editing. ${body.stock} was not saved; check the number and save again.`;

/** Products and stock in the back office (admin only). */
export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/products',
    {
      onRequest: app.requirePermission('stock:read'),
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Products with stock, price and flags; lowStock=true keeps those at or below their threshold',
        querystring: AdminProductQuerySchema,
        response: { 200: successEnvelope(adminPageSchema(AdminProductRowSchema)) },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { rows, total } = await stockRepository.page(app.db, request.query);
      // The catalogue is thousands of products at most: counted exactly.
      const data = { items: rows, total, totalIsCapped: false, page, pageSize };
      return { success: true as const, data };
    },
  );

  app.patch(
    '/admin/products/:id/stock',
    {
      onRequest: app.requirePermission('stock:write'),
      schema: {
        tags: ['admin'],
        security,
        summary:
          "Set a product's stock and, optionally, its low-stock threshold; 409 when the stock is no longer `expectedStock`",
        params: ProductIdParamsSchema,
        body: UpdateStockBodySchema,
        response: { 200: successEnvelope(AdminProductRowSchema), 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const before = await stockRepository.levels(app.db, request.params.id);
      const { updated: row, current } = await stockRepository.setStock(
        app.db,
        request.params.id,
        request.body,
      );
      if (current) throw new ConflictError(staleStockMessage(current, request.body));
      if (!row) throw new NotFoundError('Product not found.');
      // Shoppers see stock on product pages: the cached catalogue must not keep the old number.
      await catalogueChanged(app, request.log);
      request.auditChanges = changedFields(
        {
          stock: request.body.expectedStock ?? before?.stock,
          lowStockThreshold: before?.lowStockThreshold,
        },
        { stock: row.stock, lowStockThreshold: row.lowStockThreshold },
        { stock: (v) => v.stock, lowStockThreshold: (v) => v.lowStockThreshold },
      );
      request.log.info({ productId: row._id, stock: row.stock }, 'stock set by an admin');
      return { success: true as const, data: row };
    },
  );
};
