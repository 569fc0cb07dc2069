import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form-alert.tsx';
import { AdminPageLinks, readPage } from '../../components/page-links.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { useAdminCustomers } from '../../features/admin-customers/api/admin-customers.ts';
import { CustomersTable } from '../../features/admin-customers/components/customers-table.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export default function AdminCustomersPage() {
  useDocumentTitle('Customers');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = readPage(params);
  const [text, setText] = useState(q);
  const customers = useAdminCustomers({ q: q || undefined, page, pageSize: 20 });

  function submit(event: FormEvent) {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  }

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-3xl font-bold tracking-tight">Customers</h1>
      <form aria-label="Customer search" onSubmit={submit} className="flex items-end gap-3">
        <label className="flex flex-1 flex-col gap-1">
          <span className="text-sm font-medium">Search customers</span>
          <input
            type="search"
            className="input w-full"
            placeholder="Name, e-mail or phone"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <button type="submit" className="btn btn-primary">
          <Search className="size-4" aria-hidden="true" />
          Search
        </button>
      </form>
      {customers.isPending ? <PageLoading label="Loading customers…" /> : null}
      {customers.isError ? <FormAlert tone="error" message={customers.error.message} /> : null}
      {customers.data ? (
        <>
          <CustomersTable customers={customers.data.items} filtered={q !== '' || page > 1} />
          <AdminPageLinks label="Customer pages" data={customers.data} />
        </>
      ) : null}
    </div>
  );
}
