import { type AdminWarrantyClaim, WARRANTY_CLAIM_STATUS_LABELS } from '@shop/contract';
import { Link } from 'react-router';
import { CustomerPhotoLink } from '../../../components/customer-photo.tsx';
import {
  cardsOnPhoneClass,
  dataTableClass,
  tableBoxClass,
} from '../../../components/data-table.ts';
import { formatDay } from '../../../components/store-dates.ts';
import { adminCustomerPath, adminOrderPath } from '../../../lib/admin-paths.ts';

interface ClaimsTableProps {
  claims: AdminWarrantyClaim[];
  filtered: boolean;
  /** The row's Decide button, for staff who may decide (warranty:manage). */
  onDecide?: (claim: AdminWarrantyClaim) => void;
}

function decisionOf(claim: AdminWarrantyClaim) {
  if (claim.replacementOrder) {
    return (
      <Link className="link link-primary" to={adminOrderPath(claim.replacementOrder._id)}>
        Replacement, order #{claim.replacementOrder.orderNumber}
      </Link>
    );
  }
  if (claim.resolution === 'repair') return `Repair: ${claim.repairNote}`;
  if (claim.status === 'declined') return `Declined: ${claim.declineReason}`;
  return null;
}

export function ClaimsTable({ claims, filtered, onDecide }: ClaimsTableProps) {
  if (claims.length === 0) {
    return (
      <p className="rounded-box bg-base-200 p-6 text-center">
        {filtered ? 'No claims in this state.' : 'No warranty claims yet.'}
      </p>
    );
  }
  return (
    <div className={tableBoxClass}>
      <table className={`${dataTableClass} ${cardsOnPhoneClass}`}>
        <thead>
          <tr>
            <th scope="col">Claim</th>
            <th scope="col">Filed</th>
            <th scope="col">Customer</th>
            <th scope="col">System</th>
            <th scope="col">What happened</th>
            <th scope="col">State</th>
            <th scope="col">Decision</th>
          </tr>
        </thead>
        <tbody>
          {claims.map((claim) => (
            <tr key={claim._id}>
              <td className="font-medium whitespace-nowrap">#W{claim.number}</td>
              <td data-label="Filed">{formatDay(claim.createdAt)}</td>
              <td data-label="Customer">
                <Link className="link link-primary" to={adminCustomerPath(claim.customer._id)}>
                  {claim.customer.name}
                </Link>
              </td>
              <td data-label="System">
                {claim.productName}
                <span className="block text-xs text-base-content/75">
                  Warranty to {formatDay(claim.warrantyEndsOn)}
                  {claim.serialNumber ? ` · S/N ${claim.serialNumber}` : ''}
                </span>
              </td>
              <td data-label="What happened" className="max-w-xs break-words">
                {claim.description}
                {claim.photoId ? (
                  <span className="mt-1 block">
                    <CustomerPhotoLink
                      photoId={claim.photoId}
                      label={`Photo for claim #W${claim.number}`}
                    />
                  </span>
                ) : null}
              </td>
              <td data-label="State">{WARRANTY_CLAIM_STATUS_LABELS[claim.status]}</td>
              <td data-label="Decision">
                {claim.status === 'open' && onDecide ? (
                  <button
                    type="button"
                    className="btn btn-primary btn-sm"
                    onClick={() => onDecide(claim)}
                  >
                    Decide #W{claim.number}
                  </button>
                ) : (
                  decisionOf(claim)
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
