import { WARRANTY_CLAIM_STATUS_LABELS, type WarrantyClaim } from '@shop/contract';
import { Link } from 'react-router';
import { CustomerPhotoLink } from '../../../components/customer-photo.tsx';
import { formatDay } from '../../../components/store-dates.ts';
import { paths } from '../../../lib/paths.ts';

const BADGE = { open: 'badge-info', approved: 'badge-success', declined: 'badge-warning' } as const;

/** A claim's state as its customer reads it, with what was decided. */
export function ClaimState({ claim }: { claim: WarrantyClaim }) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">Warranty claim #W{claim.number}</span>
        <span className={`badge badge-sm ${BADGE[claim.status]}`}>
          {WARRANTY_CLAIM_STATUS_LABELS[claim.status]}
        </span>
        <span className="text-base-content/75">
          filed <time dateTime={claim.createdAt}>{formatDay(claim.createdAt)}</time>
        </span>
      </p>
      {claim.replacementOrder ? (
        <p>
          We are sending a replacement at no charge:{' '}
          <Link className="link" to={paths.orderHistory}>
            order #{claim.replacementOrder.orderNumber}
          </Link>
          .
        </p>
      ) : null}
      {claim.photoId ? (
        <CustomerPhotoLink
          photoId={claim.photoId}
          label={`Your photo for claim #W${claim.number}`}
        />
      ) : null}
      {claim.resolution === 'repair' && claim.repairNote ? <p>Repair: {claim.repairNote}</p> : null}
      {claim.status === 'declined' && claim.declineReason ? (
        <p>Why: {claim.declineReason}</p>
      ) : null}
    </div>
  );
}
