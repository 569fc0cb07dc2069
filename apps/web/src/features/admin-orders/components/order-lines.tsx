import { type AdminOrder, formatUsd } from '@shop/contract';
import { dataTableClass } from '../../../components/data-table.ts';

export function OrderLines({ lines }: { lines: AdminOrder['lines'] }) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300">
      <table className={dataTableClass}>
        <caption className="sr-only">Order lines</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="text-right">
              Qty
            </th>
            <th scope="col" className="text-right print:hidden">
              Price
            </th>
            <th scope="col" className="text-right print:hidden">
              Restocked
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line._id}>
              <td>{line.name}</td>
              <td className="text-right">{line.quantity}</td>
              <td className="text-right print:hidden">{formatUsd(line.price)}</td>
              <td className="text-right print:hidden">{line.restocked}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
