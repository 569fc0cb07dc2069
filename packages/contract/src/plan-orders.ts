import { z } from 'zod';
import { OrderStatusSchema } from './order.ts';

/** An order a plan placed, as the plan lists it: '#1042', placed on, status. */
export const PlanOrderSchema = z.object({
  _id: z.string(),
  orderNumber: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  status: OrderStatusSchema,
});
export type PlanOrder = z.infer<typeof PlanOrderSchema>;
