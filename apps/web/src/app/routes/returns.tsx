import { FormAlert } from '../../components/form-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { SignInRequired } from '../../components/sign-in-required.tsx';
import { useMyReturns } from '../../features/returns/api/my-returns.ts';
import { ReturnsList } from '../../features/returns/components/returns-list.tsx';
import { ReturnsPage } from '../../features/returns/components/returns-page.tsx';
import { serverMessage } from '../../lib/error-message.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.tsx';

const TITLE = 'My returns';

/** /returns: every return the customer started, newest first. */
export default function MyReturnsPage() {
  const { isSignedIn } = useSession();
  const returns = useMyReturns();
  if (!isSignedIn)
    return <SignInRequired title={TITLE} message="Please log in to see your returns." />;
  return (
    <ReturnsPage title={TITLE} back={{ to: paths.orderHistory, label: 'My orders' }}>
      <h1 className="text-3xl font-bold tracking-tight">{TITLE}</h1>
      {returns.isPending ? <PageLoading label="Loading your returns…" /> : null}
      <FormAlert
        tone="error"
        message={
          returns.error ? serverMessage(returns.error, 'Your returns could not be loaded.') : null
        }
      />
      {returns.data?.length === 0 ? (
        <p className="rounded-box border border-base-300 p-6 text-center">
          No returns yet. To send something back, open My orders and choose Return items under a
          delivered order.
        </p>
      ) : null}
      {returns.data && returns.data.length > 0 ? <ReturnsList returns={returns.data} /> : null}
    </ReturnsPage>
  );
}
