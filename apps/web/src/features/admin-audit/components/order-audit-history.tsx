import type { AuditChange } from '@shop/contract';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useShopDateTime } from '../../../components/shop-time-zone.ts';
import { useAudit } from '../api/get-audit.ts';

const shown = (value: unknown) => (value === null || value === undefined ? '—' : String(value));
const change = (c: AuditChange) => `${c.field}: ${shown(c.before)} → ${shown(c.after)}`;

interface OrderAuditHistoryProps {
  orderId: string;
  /** Changes when the order does (status, refunds), so the history is read again after an action. */
  version: string;
}

/** What staff did to one order, from the audit log (newest first, the latest 50). */
export function OrderAuditHistory({ orderId, version }: OrderAuditHistoryProps) {
  const formatDateTime = useShopDateTime();
  const audit = useAudit({ orderId, pageSize: 50 }, version);
  return (
    <section aria-labelledby="order-audit-heading" className="flex flex-col gap-2">
      <h2 id="order-audit-heading" className="text-xl font-semibold">
        History (audit log)
      </h2>
      {audit.isError ? <FormAlert tone="error" message={audit.error.message} /> : null}
      {audit.data?.items.length === 0 ? (
        <p className="text-base-content/80">No staff changes to this order yet.</p>
      ) : null}
      <ul className="flex flex-col gap-1">
        {audit.data?.items.map((entry) => (
          <li key={entry._id}>
            <span className="font-medium">{formatDateTime(entry.at)}</span>
            {` — ${entry.actor.email ?? 'Unknown'}: ${entry.action}`}
            {entry.changes.length > 0 ? ` (${entry.changes.map(change).join('; ')})` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
