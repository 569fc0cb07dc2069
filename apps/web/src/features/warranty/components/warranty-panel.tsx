import { type TrackedProduct, type WarrantyClaim, warrantyLine } from '@shop/contract';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ClaimState } from './claim-state.tsx';
import { WarrantyClaimForm } from './warranty-claim-form.tsx';

interface WarrantyPanelProps {
  tracked: TrackedProduct;
  /** This system's claims, newest first. */
  claims: WarrantyClaim[];
}

/** A system's warranty in My Products: until when, its latest claim, and a claim form. */
export function WarrantyPanel({ tracked, claims }: WarrantyPanelProps) {
  const [filing, setFiling] = useState(false);
  const [filed, setFiled] = useState(false);
  const { warranty } = tracked;
  const latest = claims[0];
  const canClaim = warranty.status === 'active' && latest?.status !== 'open';
  const Icon = warranty.status === 'active' ? ShieldCheck : ShieldOff;

  return (
    <section aria-label={`${tracked.customName} warranty`} className="mt-3 flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-1.5 text-sm">
          <Icon
            className={`size-4 ${warranty.status === 'active' ? 'text-success-content' : ''}`}
            aria-hidden="true"
          />
          {warrantyLine(warranty)}
        </p>
        {canClaim && !filing ? (
          <button
            type="button"
            className="btn btn-outline btn-sm"
            aria-expanded={false}
            onClick={() => {
              setFiled(false);
              setFiling(true);
            }}
          >
            File a warranty claim
          </button>
        ) : null}
      </div>
      {filing ? (
        <WarrantyClaimForm
          trackedProductId={tracked._id}
          systemName={tracked.customName}
          onCancel={() => setFiling(false)}
          onDone={() => {
            setFiling(false);
            setFiled(true);
          }}
        />
      ) : null}
      <FormAlert
        tone="success"
        message={filed ? 'Claim sent. We will reply by e-mail within two business days.' : null}
      />
      {latest ? <ClaimState claim={latest} /> : null}
    </section>
  );
}
