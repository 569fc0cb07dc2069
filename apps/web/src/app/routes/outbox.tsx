import { FormAlert } from '../../components/form-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { SignInRequired } from '../../components/sign-in-required.tsx';
import { OutboxList } from '../../features/outbox/components/outbox-list.tsx';
import { ACCESS_DENIED_MESSAGE } from '../../lib/error-message.ts';
import { useSession } from '../../lib/session.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const TITLE = 'Outbox';

export default function OutboxPage() {
  useDocumentTitle(TITLE);
  const { isSignedIn, user, isAdmin, userLoadFailed } = useSession();

  if (!isSignedIn) return <SignInRequired title={TITLE} message="Please log in first." />;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{TITLE}</h1>
      <p className="mt-2 mb-6 text-base-content/80">
        Every e-mail and SMS the shop sent or stored: verification and reset codes, order updates
        and filter reminders.
      </p>
      {isAdmin ? (
        <OutboxList />
      ) : user || userLoadFailed ? (
        <FormAlert tone="error" message={ACCESS_DENIED_MESSAGE} />
      ) : (
        <PageLoading label="Checking your access…" />
      )}
    </div>
  );
}
