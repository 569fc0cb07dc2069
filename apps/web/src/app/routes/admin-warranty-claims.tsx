import {
  type AdminWarrantyClaim,
  can,
  WARRANTY_CLAIM_STATUS_LABELS,
  WARRANTY_CLAIM_STATUSES,
  type WarrantyClaimStatus,
} from '@shop/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form-alert.tsx';
import { AdminPageLinks, readPage } from '../../components/page-links.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { useWarrantyClaimsDesk } from '../../features/admin-warranty/api/warranty-claims-desk.ts';
import { ClaimDecisionForm } from '../../features/admin-warranty/components/claim-decision.tsx';
import { ClaimsTable } from '../../features/admin-warranty/components/claims-table.tsx';
import { useSession } from '../../lib/session.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const isStatus = (value: string | null): value is WarrantyClaimStatus =>
  (WARRANTY_CLAIM_STATUSES as readonly string[]).includes(value ?? '');

/** The claims desk (decision 075): claims by state, and each open one decided once. */
export default function AdminWarrantyClaimsPage() {
  useDocumentTitle('Warranty claims');
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : undefined;
  const page = readPage(params);
  const claims = useWarrantyClaimsDesk({ status, page, pageSize: 20 });
  const [deciding, setDeciding] = useState<AdminWarrantyClaim | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const mayDecide = can(user?.staffRole, 'warranty:manage');

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-3xl font-bold tracking-tight">Warranty claims</h1>
      <p className="text-base-content/80">
        Claims customers filed from My Products on systems under warranty. Approve a replacement (a
        $0 order that ships from the orders desk) or a repair, or decline with a reason; the
        customer is told by e-mail either way.
      </p>
      <label className="flex max-w-xs flex-col gap-1">
        <span className="text-sm font-medium">State</span>
        <select
          className="select w-full"
          value={status ?? ''}
          onChange={(event) => setParams(event.target.value ? { status: event.target.value } : {})}
        >
          <option value="">All claims</option>
          {WARRANTY_CLAIM_STATUSES.map((value) => (
            <option key={value} value={value}>
              {WARRANTY_CLAIM_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <FormAlert tone="success" message={done} />
      {deciding ? (
        <ClaimDecisionForm
          key={deciding._id}
          claim={deciding}
          onCancel={() => setDeciding(null)}
          onDone={(message) => {
            setDeciding(null);
            setDone(message);
          }}
        />
      ) : null}
      {claims.isPending ? <PageLoading label="Loading claims…" /> : null}
      {claims.isError ? <FormAlert tone="error" message={claims.error.message} /> : null}
      {claims.data ? (
        <>
          <ClaimsTable
            claims={claims.data.items}
            filtered={status !== undefined || page > 1}
            onDecide={
              mayDecide
                ? (claim) => {
                    setDone(null);
                    setDeciding(claim);
                  }
                : undefined
            }
          />
          <AdminPageLinks label="Claim pages" data={claims.data} />
        </>
      ) : null}
    </div>
  );
}
