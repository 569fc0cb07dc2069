import type { AuditChange, AuditEntry } from '@shop/contract';
import { Link } from 'react-router';
import {
  cardsOnPhoneClass,
  dataTableClass,
  tableBoxClass,
} from '../../../components/data-table.ts';
import { useShopDateTime } from '../../../components/shop-time-zone.ts';
import { adminOrderPath } from '../../../lib/admin-paths.ts';

const shown = (value: unknown) => (value === null || value === undefined ? '—' : String(value));
const change = (c: AuditChange) => `${c.field}: ${shown(c.before)} → ${shown(c.after)}`;

function Target({ target }: { target: AuditEntry['target'] }) {
  if (!target.kind || !target.id) return <span className="text-base-content/80">—</span>;
  if (target.kind === 'order') {
    return (
      <Link to={adminOrderPath(target.id)} className="link link-primary">
        Order {target.id.slice(0, 8)}
      </Link>
    );
  }
  return <span className="break-all">{`${target.kind} ${target.id.slice(0, 8)}`}</span>;
}

/** The audit log's rows: when, who, what, on which thing, what changed, from where. */
export function AuditTable({ entries, filtered }: { entries: AuditEntry[]; filtered: boolean }) {
  const formatDateTime = useShopDateTime();
  if (entries.length === 0) {
    return (
      <p className="rounded-box bg-base-200 p-6 text-center">
        {filtered ? 'No entries match that search.' : 'No staff changes have been recorded yet.'}
      </p>
    );
  }
  return (
    <div className={tableBoxClass}>
      <table className={`${dataTableClass} ${cardsOnPhoneClass}`}>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Action</th>
            <th scope="col">Target</th>
            <th scope="col">Changes</th>
            <th scope="col">From</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry._id}>
              <td className="font-medium">{formatDateTime(entry.at)}</td>
              <td data-label="Who" className="break-all">
                {entry.actor.email ?? 'Unknown'}
                {entry.actor.staffRole ? ` (${entry.actor.staffRole})` : ''}
              </td>
              <td data-label="Action">{entry.action}</td>
              <td data-label="Target">
                <Target target={entry.target} />
              </td>
              <td data-label="Changes">{entry.changes.map(change).join('; ') || '—'}</td>
              <td data-label="From" className="break-all text-sm">
                {entry.ip ?? '—'}
                <span className="block text-base-content/80">{entry.userAgent ?? ''}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
