import { useParams } from 'react-router';
import { FormAlert } from '../../components/form-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { SignInRequired } from '../../components/sign-in-required.tsx';
import { useMyReturn } from '../../features/returns/api/my-returns.ts';
import { ReturnSlip } from '../../features/returns/components/return-slip.tsx';
import { ReturnsPage } from '../../features/returns/components/returns-page.tsx';
import { serverMessage } from '../../lib/error-message.ts';
import { returnPath } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.tsx';

/** /returns/:id/slip: the printable return slip, the default when no carrier label is set up. */
export default function ReturnSlipPage() {
  const { id = '' } = useParams();
  const { isSignedIn } = useSession();
  const item = useMyReturn(id);
  if (!isSignedIn) return <SignInRequired title="Return slip" />;
  return (
    <ReturnsPage title="Return slip" back={{ to: returnPath(id), label: 'Back to the return' }}>
      {item.isPending ? <PageLoading label="Loading the slip…" /> : null}
      <FormAlert
        tone="error"
        message={item.error ? serverMessage(item.error, 'This slip could not be loaded.') : null}
      />
      {item.data ? <ReturnSlip item={item.data} /> : null}
    </ReturnsPage>
  );
}
