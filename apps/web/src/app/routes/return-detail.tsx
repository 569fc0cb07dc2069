import { useParams } from 'react-router';
import { FormAlert } from '../../components/form-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { SignInRequired } from '../../components/sign-in-required.tsx';
import { useMyReturn } from '../../features/returns/api/my-returns.ts';
import { ReturnDetails } from '../../features/returns/components/return-details.tsx';
import { ReturnsPage } from '../../features/returns/components/returns-page.tsx';
import { serverMessage } from '../../lib/error-message.ts';
import { useSession } from '../../lib/session.tsx';

/** /returns/:id: one return, its state and what to do next (the messages' link). */
export default function ReturnDetailPage() {
  const { id = '' } = useParams();
  const { isSignedIn } = useSession();
  const item = useMyReturn(id);
  if (!isSignedIn)
    return <SignInRequired title="Return" message="Please log in to see your return." />;
  return (
    <ReturnsPage title={item.data ? `Return ${item.data.number}` : 'Return'}>
      {item.isPending ? <PageLoading label="Loading your return…" /> : null}
      <FormAlert
        tone="error"
        message={item.error ? serverMessage(item.error, 'This return could not be loaded.') : null}
      />
      {item.data ? <ReturnDetails item={item.data} /> : null}
    </ReturnsPage>
  );
}
