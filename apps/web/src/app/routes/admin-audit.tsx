import { Download, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { busyButtonProps, unlessBusy } from '../../components/busy-button.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { useAudit } from '../../features/admin-audit/api/get-audit.ts';
import { AuditTable } from '../../features/admin-audit/components/audit-table.tsx';
import { useDownload } from '../../features/admin-orders/components/use-download.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const FILTERS = [
  { name: 'actor', label: 'Person (e-mail)', type: 'search' },
  { name: 'action', label: 'Action', type: 'search' },
  { name: 'orderId', label: 'Order id', type: 'search' },
  { name: 'customerId', label: 'Customer id', type: 'search' },
  { name: 'from', label: 'From', type: 'date' },
  { name: 'to', label: 'To', type: 'date' },
] as const;
type Filters = Partial<Record<(typeof FILTERS)[number]['name'], string>>;

/** The audit log (decision 068): search, read newest first, page on, export as CSV. */
export default function AdminAuditPage() {
  useDocumentTitle('Audit log');
  const [params, setParams] = useSearchParams();
  const filters: Filters = Object.fromEntries(
    FILTERS.map(({ name }) => [name, params.get(name) || undefined]),
  );
  const after = params.get('after') || undefined;
  const [draft, setDraft] = useState<Filters>(filters);
  const audit = useAudit({ ...filters, after, pageSize: 50 });
  const download = useDownload();
  const filtered = Object.values(filters).some(Boolean) || after !== undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = Object.entries(draft).filter((entry): entry is [string, string] =>
      Boolean(entry[1]?.trim()),
    );
    setParams(Object.fromEntries(next.map(([key, value]) => [key, value.trim()])));
  }
  const pageLink = (cursor?: string) => {
    const next = new URLSearchParams(params);
    if (cursor) next.set('after', cursor);
    else next.delete('after');
    return `?${next}`;
  };

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-3xl font-bold tracking-tight">Audit log</h1>
      <p className="text-base-content/80">
        Every change staff made in the back office, and every export: who, when, what changed and
        from where. Nobody can edit or remove an entry.
      </p>
      <form aria-label="Audit search" onSubmit={submit} className="grid gap-3 sm:grid-cols-3">
        {FILTERS.map(({ name, label, type }) => (
          <label key={name} className="flex flex-col gap-1">
            <span className="text-sm font-medium">{label}</span>
            <input
              type={type}
              className="input w-full"
              value={draft[name] ?? ''}
              onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
            />
          </label>
        ))}
        <div className="flex gap-3 sm:col-span-3">
          <button type="submit" className="btn btn-primary">
            <Search className="size-4" aria-hidden="true" />
            Search
          </button>
          <button
            type="button"
            className="btn btn-outline"
            {...busyButtonProps(download.busy)}
            onClick={unlessBusy(download.busy, () =>
              download.run('/admin/audit.csv', filters, 'audit.csv'),
            )}
          >
            <Download className="size-4" aria-hidden="true" />
            {download.busy ? 'Exporting…' : 'Export CSV'}
          </button>
        </div>
      </form>
      <FormAlert tone="error" message={download.error} />
      {audit.isPending ? <PageLoading label="Loading the audit log…" /> : null}
      {audit.isError ? <FormAlert tone="error" message={audit.error.message} /> : null}
      {audit.data ? (
        <>
          <AuditTable entries={audit.data.items} filtered={filtered} />
          <nav aria-label="Audit pages" className="flex gap-3">
            {after ? (
              <Link to={pageLink()} className="btn btn-sm btn-outline">
                Newest
              </Link>
            ) : null}
            {audit.data.nextAfter ? (
              <Link to={pageLink(audit.data.nextAfter)} className="btn btn-sm btn-outline">
                Older entries
              </Link>
            ) : null}
          </nav>
        </>
      ) : null}
    </div>
  );
}
