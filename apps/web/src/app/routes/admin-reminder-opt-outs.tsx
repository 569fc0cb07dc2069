import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form-alert.tsx';
import { AdminPageLinks, readPage } from '../../components/page-links.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { useReminderOptOuts } from '../../features/admin-reminder-opt-outs/api/get-reminder-opt-outs.ts';
import { OptOutsTable } from '../../features/admin-reminder-opt-outs/components/opt-outs-table.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Who stopped reminder e-mails (decision 061): a list to read, with no way to undo it. */
export default function AdminReminderOptOutsPage() {
  useDocumentTitle('Reminder opt-outs');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = readPage(params);
  const [text, setText] = useState(q);
  const optOuts = useReminderOptOuts({ q: q || undefined, page, pageSize: 20 });

  function submit(event: FormEvent) {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  }

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-3xl font-bold tracking-tight">Reminder opt-outs</h1>
      <p className="text-base-content/80">
        Addresses that stopped filter reminder e-mails from an e-mail's unsubscribe link. Only the
        address's owner can start them again; the back office cannot re-subscribe anyone.
      </p>
      <form aria-label="Opt-out search" onSubmit={submit} className="flex items-end gap-3">
        <label className="flex flex-1 flex-col gap-1">
          <span className="text-sm font-medium">Address starts with</span>
          <input
            type="search"
            className="input w-full"
            placeholder="e.g. carla@ or carla.reyes"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <button type="submit" className="btn btn-primary">
          <Search className="size-4" aria-hidden="true" />
          Search
        </button>
      </form>
      {optOuts.isPending ? <PageLoading label="Loading opt-outs…" /> : null}
      {optOuts.isError ? <FormAlert tone="error" message={optOuts.error.message} /> : null}
      {optOuts.data ? (
        <>
          <OptOutsTable optOuts={optOuts.data.items} filtered={q !== '' || page > 1} />
          <AdminPageLinks label="Opt-out pages" data={optOuts.data} />
        </>
      ) : null}
    </div>
  );
}
