import type { AdminReminderOptOut } from '@shop/contract';
import { Link } from 'react-router';
import {
  cardsOnPhoneClass,
  dataTableClass,
  tableBoxClass,
} from '../../../components/data-table.ts';
import { useShopDateTime } from '../../../components/shop-time-zone.ts';
import { adminCustomerPath } from '../../../lib/admin-paths.ts';

interface OptOutsTableProps {
  optOuts: AdminReminderOptOut[];
  /** A search is on: an empty list then says nothing matched it. */
  filtered: boolean;
}

export function OptOutsTable({ optOuts, filtered }: OptOutsTableProps) {
  const formatDateTime = useShopDateTime();
  if (optOuts.length === 0) {
    return (
      <p className="rounded-box bg-base-200 p-6 text-center">
        {filtered
          ? 'No stopped addresses start with that.'
          : 'Nobody has stopped reminder e-mails.'}
      </p>
    );
  }
  return (
    <div className={tableBoxClass}>
      <table className={`${dataTableClass} ${cardsOnPhoneClass}`}>
        <thead>
          <tr>
            <th scope="col">Address</th>
            <th scope="col">Stopped</th>
            <th scope="col">Customer</th>
          </tr>
        </thead>
        <tbody>
          {optOuts.map((optOut) => (
            <tr key={optOut.email}>
              <td className="break-all font-medium">{optOut.email}</td>
              <td data-label="Stopped">{formatDateTime(optOut.stoppedAt)}</td>
              <td data-label="Customer">
                {optOut.customer ? (
                  <Link to={adminCustomerPath(optOut.customer._id)} className="link link-primary">
                    {optOut.customer.name}
                  </Link>
                ) : (
                  <span className="text-base-content/80">No account</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
