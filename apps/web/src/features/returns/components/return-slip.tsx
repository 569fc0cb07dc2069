import type { Return } from '@shop/contract';
import { SHOP_NAME } from '../../../lib/shop.ts';

/** The slip that goes in the box: the return number large, what is inside, and where it goes. */
export function ReturnSlip({ item }: { item: Return }) {
  return (
    <article aria-label={`Return slip ${item.number}`} className="flex flex-col gap-5">
      <header className="flex items-start justify-between gap-6 border-b border-base-content pb-3">
        <div>
          <p className="text-2xl font-bold">{SHOP_NAME}</p>
          <h1 className="text-xl font-bold">Return slip</h1>
        </div>
        <div className="text-right">
          <p className="font-mono text-3xl font-bold">{item.number}</p>
          <p className="text-sm">Order {item.orderNumber}</p>
        </div>
      </header>
      <section>
        <h2 className="font-semibold">Send to</h2>
        <address className="whitespace-pre-line text-lg not-italic">{item.returnAddress}</address>
      </section>
      <table className="w-full text-left text-sm [&_td]:border-b [&_td]:py-1 [&_th]:border-b-2 [&_th]:py-1">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="text-right">
              Qty
            </th>
          </tr>
        </thead>
        <tbody>
          {item.lines.map((line) => (
            <tr key={line._id}>
              <td>{line.name}</td>
              <td className="text-right">{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-sm">
        Reason: {item.reason}. Put this slip in the box and write {item.number} on the parcel.
      </p>
      <button
        type="button"
        className="btn btn-primary self-start print:hidden"
        onClick={() => window.print()}
      >
        Print
      </button>
    </article>
  );
}
