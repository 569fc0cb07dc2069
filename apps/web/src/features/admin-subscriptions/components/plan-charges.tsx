import { formatShopDate, formatUsd, type SubscriptionCharge } from '@shop/contract';
import { Link } from 'react-router';
import {
  cardsOnPhoneClass,
  dataTableClass,
  tableBoxClass,
} from '../../../components/data-table.ts';
import { adminOrderPath } from '../../../lib/admin-paths.ts';

const STATES: Record<SubscriptionCharge['state'], string> = {
  pending: 'Scheduled',
  retrying: 'Retrying',
  requires_action: 'Needs authentication',
  charged: 'Charged',
  ordered: 'Ordered',
  skipped: 'Skipped',
  failed: 'Failed',
};

/** One row per cycle: when it was due and charged, how it went, and its order. */
export function PlanCharges({ charges }: { charges: SubscriptionCharge[] }) {
  return (
    <section aria-labelledby="charges-heading">
      <h2 id="charges-heading" className="mb-2 text-xl font-semibold">
        Charges and orders
      </h2>
      {charges.length === 0 ? (
        <p className="text-base-content/75">No cycle has come due yet.</p>
      ) : (
        <div className={tableBoxClass}>
          <table className={`${dataTableClass} ${cardsOnPhoneClass}`}>
            <thead>
              <tr>
                <th scope="col">Part due</th>
                <th scope="col">Charge day</th>
                <th scope="col">State</th>
                <th scope="col">Tries</th>
                <th scope="col">Amount</th>
                <th scope="col">Order</th>
              </tr>
            </thead>
            <tbody>
              {charges.map((charge) => (
                <tr key={charge.dueOn}>
                  <td>{formatShopDate(charge.dueOn)}</td>
                  <td data-label="Charge day">{formatShopDate(charge.chargeOn)}</td>
                  <td data-label="State">
                    {STATES[charge.state]}
                    {charge.lastError ? (
                      <span className="block text-xs text-base-content/70">{charge.lastError}</span>
                    ) : null}
                  </td>
                  <td data-label="Tries">{charge.attempts}</td>
                  <td data-label="Amount">
                    {charge.amount === null ? '—' : formatUsd(charge.amount)}
                  </td>
                  <td data-label="Order">
                    {charge.orderId ? (
                      <Link to={adminOrderPath(charge.orderId)} className="link link-primary">
                        Open order
                      </Link>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
