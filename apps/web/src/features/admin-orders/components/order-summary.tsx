import { type AdminOrder, formatUsd } from '@shop/contract';
import { Link } from 'react-router';
import { adminCustomerPath } from '../../../lib/admin-paths.ts';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Who, where to, what and what it cost: also the printable packing slip. */
export function OrderSummary({ order }: { order: AdminOrder }) {
  const { customer, shippingAddress: to, payment } = order;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section
        className="card border border-base-300 bg-base-100 p-4"
        aria-labelledby="customer-heading"
      >
        <h2 id="customer-heading" className="font-semibold">
          Customer
        </h2>
        <p className="mt-1">
          <Link
            to={adminCustomerPath(customer._id)}
            className="link link-primary print:no-underline"
          >
            {customer.name}
          </Link>
        </p>
        {customer.email ? <p>{customer.email}</p> : null}
        {customer.phoneNumber ? <p>{customer.phoneNumber}</p> : null}
        <h2 className="mt-3 font-semibold">Ship to</h2>
        <address className="not-italic">
          {to.street}
          <br />
          {to.city}, {to.state} {to.zip}
        </address>
      </section>
      <section
        className="card border border-base-300 bg-base-100 p-4 print:hidden"
        aria-labelledby="payment-heading"
      >
        <h2 id="payment-heading" className="font-semibold">
          Payment
        </h2>
        <dl className="mt-1 flex flex-col gap-1 text-sm">
          <Row label="Subtotal" value={formatUsd(order.subtotal)} />
          <Row label="Discount" value={formatUsd(-order.discount)} />
          <Row label="Shipping" value={formatUsd(order.shipping)} />
          <Row label="Tax" value={formatUsd(order.tax)} />
          <Row label="Total" value={formatUsd(order.totalPrice)} />
          <Row label="Provider" value={payment.provider} />
          <Row label="Captured" value={formatUsd(payment.captured)} />
          <Row label="Refunded" value={formatUsd(payment.refunded)} />
        </dl>
        {payment.intentId ? (
          <p className="mt-2 break-all text-xs text-base-content/70">Payment {payment.intentId}</p>
        ) : null}
      </section>
    </div>
  );
}
