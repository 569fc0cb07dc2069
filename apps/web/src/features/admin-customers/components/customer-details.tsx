import { type AdminCustomer, formatUsd, shopDayOf } from '@shop/contract';
import { Link } from 'react-router';
import { useShopTimeZone } from '../../../components/shop-time-zone.ts';
import { adminOrderPath } from '../../../lib/admin-paths.ts';
import { OrderStatusBadge } from '../../orders/components/order-status-badge.tsx';

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="card border border-base-300 bg-base-100 p-4">
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

const verified = (flag: boolean) => (flag ? 'verified' : 'not verified');

export function CustomerDetails({ customer }: { customer: AdminCustomer }) {
  const timeZone = useShopTimeZone();
  // The shop's day, as the orders list filters by: not the UTC date, a day ahead every evening.
  const day = (iso: string) => shopDayOf(new Date(iso), timeZone);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card title="Contact">
        {customer.email ? (
          <p>
            {customer.email} ({verified(customer.isEmailVerified)})
          </p>
        ) : null}
        {customer.phoneNumber ? (
          <p>
            {customer.phoneNumber} ({verified(customer.isPhoneVerified)})
          </p>
        ) : null}
        <p className="mt-2 text-sm text-base-content/80">
          Customer since {day(customer.createdAt)}
        </p>
        <h3 className="mt-3 font-semibold">Addresses</h3>
        {customer.addresses.length === 0 ? <p className="text-sm">None yet.</p> : null}
        {customer.addresses.map((address) => (
          <address key={`${address.street}${address.zip}`} className="not-italic">
            {address.street}, {address.city}, {address.state} {address.zip}
          </address>
        ))}
      </Card>
      <Card title={`Orders · ${formatUsd(customer.lifetimeTotal)} lifetime`}>
        {customer.orders.length === 0 ? <p className="text-sm">No orders yet.</p> : null}
        <ul className="flex flex-col gap-2">
          {customer.orders.map((order) => (
            <li key={order._id} className="flex flex-wrap items-center justify-between gap-2">
              <Link to={adminOrderPath(order._id)} className="link link-primary font-mono">
                {order.reference}
              </Link>
              <span className="text-sm">{day(order.createdAt)}</span>
              <OrderStatusBadge status={order.status} />
              <span>{formatUsd(order.totalPrice)}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card title="Tracked systems">
        {customer.trackedSystems.length === 0 ? <p className="text-sm">Nothing tracked.</p> : null}
        {customer.trackedSystems.map((system) => (
          <div key={system._id} className="mb-2">
            <p className="font-medium">
              {system.name} <span className="text-sm font-normal">({system.productName})</span>
            </p>
            <ul className="text-sm">
              {system.parts.map((part) => (
                <li key={part.name}>
                  {part.name}: due {part.dueDate}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Card>
      <Card title="Messages sent">
        {customer.messages.length === 0 ? <p className="text-sm">No messages yet.</p> : null}
        <ul className="flex flex-col gap-2 text-sm">
          {customer.messages.map((message) => (
            <li key={message._id}>
              <span className="badge badge-ghost badge-sm mr-2 uppercase">{message.channel}</span>
              {message.subject ?? message.body}{' '}
              <span className="text-base-content/70">{day(message.createdAt)}</span>
              {message.developmentOutbox ? (
                <span className="badge badge-info badge-sm ml-2">Development outbox</span>
              ) : null}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
