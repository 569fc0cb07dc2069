import type { AdminOrder } from '@shop/contract';
import { Receipt } from '../../../components/receipt.tsx';
import { useShopDateTime } from '../../../components/shop-time-zone.ts';
import { SHOP_NAME, shopContact } from '../../../lib/shop.ts';

/**
 * What goes in the box: the shop and where to send a return, the order, where it goes, the items
 * by SKU and the receipt. Only printed (`print:block`); the screen shows the order page instead.
 */
export function PackingSlip({ order }: { order: AdminOrder }) {
  const formatDateTime = useShopDateTime();
  const to = order.shippingAddress;
  return (
    <article
      aria-label={`Packing slip ${order.reference}`}
      className="hidden break-after-page flex-col gap-5 text-black print:flex"
    >
      <header className="flex items-start justify-between gap-6 border-b border-black pb-3">
        <div>
          <p className="text-2xl font-bold">{SHOP_NAME}</p>
          <address className="text-sm not-italic">
            Returns: {SHOP_NAME}, {shopContact.city}
            <br />
            {shopContact.phone} · {shopContact.email}
          </address>
        </div>
        <div className="text-right">
          <h2 className="text-xl font-bold">Packing slip</h2>
          <p className="font-mono">{order.reference}</p>
          <p className="text-sm">Placed {formatDateTime(order.createdAt)}</p>
        </div>
      </header>
      <section>
        <h3 className="font-semibold">Ship to</h3>
        <address className="not-italic">
          {order.customer.name}
          <br />
          {to.street}
          <br />
          {to.city}, {to.state} {to.zip}
        </address>
      </section>
      <table className="w-full text-left text-sm [&_td]:border-b [&_td]:py-1 [&_th]:border-b-2 [&_th]:py-1">
        <thead>
          <tr>
            <th scope="col">SKU</th>
            <th scope="col">Item</th>
            <th scope="col" className="text-right">
              Qty
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line._id}>
              <td className="font-mono">{line.sku}</td>
              <td>{line.name}</td>
              <td className="text-right">{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Receipt
        className="ml-auto w-64"
        amounts={{
          subtotal: order.subtotal,
          discount: order.discount,
          shipping: order.shipping,
          tax: order.tax,
          total: order.totalPrice,
          refunded: order.payment.refunded,
        }}
      />
      <p className="text-sm">
        Thank you for your order. Questions or a return: {shopContact.email}
      </p>
    </article>
  );
}
