import { type AdminCustomerRow, formatUsd } from '@shop/contract';
import { Link } from 'react-router';
import {
  cardsOnPhoneClass,
  dataTableClass,
  tableBoxClass,
} from '../../../components/data-table.ts';
import { adminCustomerPath } from '../../../lib/admin-paths.ts';

interface CustomersTableProps {
  customers: AdminCustomerRow[];
  /** A search is on (or a page past the end): an empty list then says nothing matched it. */
  filtered: boolean;
}

export function CustomersTable({ customers, filtered }: CustomersTableProps) {
  if (customers.length === 0) {
    return (
      <p className="rounded-box bg-base-200 p-6 text-center">
        {filtered ? 'No customers match.' : 'No customers have signed up yet.'}
      </p>
    );
  }
  return (
    <div className={tableBoxClass}>
      <table className={`${dataTableClass} ${cardsOnPhoneClass}`}>
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
              <td data-label="Contact" className="text-sm">
                <div className="max-sm:text-right">
                  <div>{customer.email}</div>
                  <div>{customer.phoneNumber}</div>
                </div>
              </td>
              <td data-label="Orders" className="text-right">
                {customer.orderCount}
              </td>
              <td data-label="Lifetime" className="text-right">
                {formatUsd(customer.lifetimeTotal)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
