import { formatUsd, type Quote } from '@shop/contract';
import { ProductImage } from '../../../components/product-image.tsx';
import { ShipTo } from './ship-to.tsx';

/** The server's priced lines and totals: nothing here is computed in the browser. */
export function CheckoutSummary({ quote }: { quote: Quote }) {
  const totals = [
    { label: 'Subtotal', value: quote.subtotal },
    ...(quote.discount
      ? [{ label: `Discount (${quote.discount.code})`, value: -quote.discount.amount }]
      : []),
    { label: 'Shipping', value: quote.shipping },
    { label: 'Tax', value: quote.tax },
  ];
  return (
    <section
      aria-labelledby="checkout-summary-heading"
      className="rounded-box border border-base-300 bg-base-100 p-5"
    >
      <h2 id="checkout-summary-heading" className="text-xl font-bold">
        Order Summary
      </h2>
      <ul className="mt-3 divide-y divide-base-300">
        {quote.items.map((line) => (
          <li key={line.productId} className="flex items-center gap-3 py-3">
            <ProductImage
              src={line.imageUrl}
              alt={line.name}
              width={64}
              height={64}
              className="size-16 shrink-0 rounded-box object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="font-medium">{line.name}</p>
              <p className="text-sm text-base-content/75">Quantity: {line.quantity}</p>
            </div>
            <p className="shrink-0 font-semibold">{formatUsd(line.lineTotal)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-2 border-t border-base-300 pt-3 text-sm">
        {totals.map((row) => (
          <div key={row.label} className="flex justify-between">
            <dt>{row.label}</dt>
            <dd>{row.value === 0 && row.label === 'Shipping' ? 'Free' : formatUsd(row.value)}</dd>
          </div>
        ))}
        <div className="flex justify-between border-t border-base-300 pt-2 text-base font-bold">
          <dt>Total</dt>
          <dd>{formatUsd(quote.total)}</dd>
        </div>
      </dl>
      <ShipTo />
    </section>
  );
}
