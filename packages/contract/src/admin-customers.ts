import { z } from 'zod';
import { AdminPageQuerySchema } from './admin-page.ts';
import { OrderStatusSchema } from './order.ts';
import { MessageChannelSchema, OutboxStatusSchema } from './outbox.ts';
import { RecordedAddressSchema } from './user.ts';

const timestamp = z.iso.datetime({ offset: true });

/** GET /admin/customers: search by name, e-mail or phone. */
export const AdminCustomersQuerySchema = AdminPageQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
});
export type AdminCustomersQuery = z.infer<typeof AdminCustomersQuerySchema>;

export const AdminCustomerRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  isEmailVerified: z.boolean(),
  isPhoneVerified: z.boolean(),
  orderCount: z.number().int(),
  /** What their orders came to, less refunds, in dollars. */
  lifetimeTotal: z.number(),
  createdAt: timestamp,
});
export type AdminCustomerRow = z.infer<typeof AdminCustomerRowSchema>;

export const AdminCustomerSchema = AdminCustomerRowSchema.extend({
  /** The saved address first, then the others their orders shipped to (as recorded). */
  addresses: z.array(RecordedAddressSchema),
  orders: z.array(
    z.object({
      _id: z.string(),
      reference: z.string(),
      status: OrderStatusSchema,
      totalPrice: z.number(),
      createdAt: timestamp,
    }),
  ),
  trackedSystems: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      productName: z.string(),
      installedAt: timestamp,
      parts: z.array(z.object({ name: z.string(), dueDate: z.iso.date() })),
    }),
  ),
  messages: z.array(
    z.object({
      _id: z.string(),
      channel: MessageChannelSchema,
      subject: z.string().nullable(),
      /** Its one-time code hidden once a provider delivers the channel (see the outbox). */
      body: z.string(),
      masked: z.boolean(),
      developmentOutbox: z.boolean(),
      status: OutboxStatusSchema,
      createdAt: timestamp,
    }),
  ),
});
export type AdminCustomer = z.infer<typeof AdminCustomerSchema>;
