import type {
  Address,
  AdminCustomer,
  AdminCustomerRow,
  AdminCustomersQuery,
  AdminPage,
} from '@shop/contract';
import { cappedTotal, centsToDollars } from '@shop/contract';
import type { Adapters } from '../../adapters/index.ts';
import type { Database } from '../../db/database.ts';
import { NotFoundError } from '../../errors/index.ts';
import { orderReference } from '../admin-orders/admin-order-view.ts';
import { staffView } from '../outbox/outbox-view.ts';
import { isUuid } from '../pricing/checkout.repository.ts';
import { partDueDay } from '../trackers/part-due.ts';
import {
  type CustomerRow,
  adminCustomersRepository as repository,
} from './admin-customers.repository.ts';

function toRow({ user, orderCount, lifetimeCents }: CustomerRow): AdminCustomerRow {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    phoneNumber: user.phoneNumber,
    isEmailVerified: user.isEmailVerified,
    isPhoneVerified: user.isPhoneVerified,
    orderCount,
    lifetimeTotal: centsToDollars(lifetimeCents),
    createdAt: user.createdAt.toISOString(),
  };
}

/** The saved address first, then each other address their orders went to, once. */
function addressesOf(saved: Partial<Address>, shippedTo: Address[]): Address[] {
  const all =
    saved.street && saved.city && saved.state && saved.zip
      ? [saved as Address, ...shippedTo]
      : shippedTo;
  const seen = new Set<string>();
  return all.filter((address) => {
    const key = [address.street, address.city, address.state, address.zip].join('|').toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function adminCustomersService(db: Database, adapters: Adapters) {
  return {
    async search(query: AdminCustomersQuery): Promise<AdminPage<AdminCustomerRow>> {
      const { rows, counted } = await repository.search(db, query);
      return {
        items: rows.map(toRow),
        ...cappedTotal(counted),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async get(userId: string): Promise<AdminCustomer> {
      const user = isUuid(userId) ? await repository.find(db, userId) : undefined;
      if (!user) throw new NotFoundError('Customer not found.');
      const contacts = [user.email, user.phoneNumber].filter((to): to is string => Boolean(to));
      const [orders, tracked, messages] = await Promise.all([
        repository.orders(db, user.id),
        repository.tracked(db, user.id),
        repository.messages(db, contacts),
      ]);
      const shippedTo = orders.map((order) => ({
        street: order.shippingStreet,
        city: order.shippingCity,
        state: order.shippingState,
        zip: order.shippingZip,
      }));
      const saved = {
        street: user.street ?? '',
        city: user.city ?? '',
        state: user.state ?? '',
        zip: user.zip ?? '',
      };
      // What they paid less what was given back (refunded_cents: kept by a trigger, 0024).
      const lifetimeCents = orders.reduce(
        (sum, order) => sum + order.totalCents - order.refundedCents,
        0,
      );
      return {
        ...toRow({ user, orderCount: orders.length, lifetimeCents }),
        addresses: addressesOf(saved, shippedTo),
        orders: orders.map((order) => ({
          _id: order.id,
          reference: orderReference(order),
          status: order.status,
          totalPrice: centsToDollars(order.totalCents),
          createdAt: order.createdAt.toISOString(),
        })),
        trackedSystems: tracked.map(({ system, parts }) => ({
          _id: system.id,
          name: system.customName,
          productName: system.systemProductNameSnapshot,
          installedAt: system.installationDate.toISOString(),
          parts: parts.map((part) => ({
            name: part.partProductNameSnapshot,
            dueDate: partDueDay(part),
          })),
        })),
        messages: messages.map((message) => ({
          _id: message.id,
          channel: message.channel,
          subject: message.subject,
          ...staffView(message, adapters),
          status: message.status,
          createdAt: message.createdAt.toISOString(),
        })),
      };
    },
  };
}
