import { useParams } from 'react-router';
import { FormAlert } from '../../components/form-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { SignInRequired } from '../../components/sign-in-required.tsx';
import { useReturnOptions } from '../../features/returns/api/start-return.ts';
import { ReturnForm } from '../../features/returns/components/return-form.tsx';
import { ReturnsPage } from '../../features/returns/components/returns-page.tsx';
import { serverMessage } from '../../lib/error-message.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.tsx';

const TITLE = 'Return items';

/** /returns/new/:orderId: choose what to send back from a delivered order. */
export default function StartReturnPage() {
  const { orderId = '' } = useParams();
  const { isSignedIn } = useSession();
  const options = useReturnOptions(orderId);
  if (!isSignedIn) return <SignInRequired title={TITLE} message="Please log in to return items." />;
  const data = options.data;
  const openedOnly = data?.lines.filter((line) => line.notReturnableOnceOpened) ?? [];
  return (
    <ReturnsPage title={TITLE} back={{ to: paths.orderHistory, label: 'My orders' }}>
      <h1 className="text-3xl font-bold tracking-tight">{TITLE}</h1>
      {options.isPending ? <PageLoading label="Loading your order…" /> : null}
      <FormAlert
        tone="error"
        message={
          options.error ? serverMessage(options.error, 'This order could not be loaded.') : null
        }
      />
      {data?.closedReason ? <FormAlert tone="error" message={data.closedReason} /> : null}
      {data && !data.closedReason ? (
        <>
          {data.returnBy ? (
            <p>
              You can start a return until{' '}
              {new Date(data.returnBy).toLocaleDateString('en-US', { dateStyle: 'long' })}.
            </p>
          ) : null}
          {openedOnly.length > 0 ? (
            <FormAlert
              tone="info"
              message={`${openedOnly.map((line) => line.name).join(', ')}: not returnable once opened, for hygiene, unless it arrived damaged or is the wrong item.`}
            />
          ) : null}
          <ReturnForm orderId={orderId} options={data} />
        </>
      ) : null}
    </ReturnsPage>
  );
}
