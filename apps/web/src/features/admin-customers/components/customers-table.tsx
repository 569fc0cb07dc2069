import { type AdminCustomerRow, formatUsd } from '@shop/contract';
import { Link } from 'react-router';
import { dataTableClass } from '../../../components/data-table.ts';
import { adminCustomerPath } from '../../../lib/admin-paths.ts';

export function CustomersTable({ customers }: { customers: AdminCustomerRow[] }) {
  if (customers.length === 0) {
    return <p className="rounded-box bg-base-200 p-6 text-center">No customers match.</p>;
  }
  return (
    <div className="overflow-x-auto rounded-box border border-base-300">
      <table className={dataTableClass}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Contact</th>
            <th scope="col" className="text-right">
              Orders
            </th>
            <th scope="col" className="text-right">
              Lifetime
            </th>
          </tr>
        </thead>
        <tbody>
          {customers.map((customer) => (
            <tr key={customer._id}>
              <td>
                <Link to={adminCustomerPath(customer._id)} className="link link-primary">
                  {customer.name}
                </Link>
              </td>
              <td className="text-sm">
                <div>{customer.email}</div>
                <div>{customer.phoneNumber}</div>
              </td>
              <td className="text-right">{customer.orderCount}</td>
              <td className="text-right">{formatUsd(customer.lifetimeTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
