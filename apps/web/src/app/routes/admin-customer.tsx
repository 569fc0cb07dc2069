import { useParams } from 'react-router';
import { FormAlert } from '../../components/form-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { useAdminCustomer } from '../../features/admin-customers/api/admin-customers.ts';
import { CustomerDetails } from '../../features/admin-customers/components/customer-details.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export default function AdminCustomerPage() {
  const { id = '' } = useParams();
  const customer = useAdminCustomer(id);
  useDocumentTitle(customer.data?.name ?? 'Customer');
  if (customer.isPending) return <PageLoading label="Loading the customer…" />;
  if (customer.isError) return <FormAlert tone="error" message={customer.error.message} />;
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-3xl font-bold tracking-tight">{customer.data.name}</h1>
      <CustomerDetails customer={customer.data} />
    </div>
  );
}
