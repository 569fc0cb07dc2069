import { type AdminOrder, formatUsd } from '@shop/contract';
import { Link } from 'react-router';
import { Receipt } from '../../../components/receipt.tsx';
import { adminCustomerPath } from '../../../lib/admin-paths.ts';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Who, where to, and what it cost. */
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
        <Receipt
          className="mt-1"
          amounts={{
            subtotal: order.subtotal,
            discount: order.discount,
            shipping: order.shipping,
            tax: order.tax,
            total: order.totalPrice,
            refunded: payment.refunded,
          }}
        />
        <dl className="mt-2 flex flex-col gap-1 border-t border-base-300 pt-2 text-sm">
          <Row label="Provider" value={payment.provider} />
          <Row label="Captured" value={formatUsd(payment.captured)} />
        </dl>
        {payment.intentId ? (
          <p className="mt-2 break-all text-xs text-base-content/70">Payment {payment.intentId}</p>
        ) : null}
      </section>
    </div>
  );
}
