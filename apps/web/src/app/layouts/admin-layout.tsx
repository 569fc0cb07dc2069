import { Navigate } from 'react-router';
import { FormAlert } from '../../components/form-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { SessionPending } from '../../components/session-pending.tsx';
import { SignInRequired } from '../../components/sign-in-required.tsx';
import { useTotpStatus } from '../../features/account/api/two-step.ts';
import { AdminNav } from '../../features/admin/components/admin-nav.tsx';
import { AdminSectionPage } from '../../features/admin/components/admin-section-page.tsx';
import { StepUpHost } from '../../features/step-up/components/step-up-host.tsx';
import { ACCESS_DENIED_MESSAGE } from '../../lib/error-message.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.tsx';
import { useSignInPath } from '../../lib/sign-in-redirect.ts';

export const SESSION_ENDED_NOTICE = 'Your session has ended. Please sign in again.';

import { MainLayout } from './main-layout.tsx';

/**
 * The back office's navigation beside its pages (in the shop's time zone: MainLayout). A staff
 * member who must enrol a second factor first (production, decision 069) is taken to do so.
 */
function AdminPages() {
  const twoStep = useTotpStatus();
  if (twoStep.data?.requiredForBackOffice) return <Navigate to={paths.account} replace />;
  return (
    <>
      <AdminNav />
      <div className="min-w-0 flex-1">
        <AdminSectionPage />
      </div>
      <StepUpHost />
    </>
  );
}

/** The session ended on the server mid-work: to sign-in, which brings them back here. */
function SessionEndedRedirect() {
  return <Navigate to={useSignInPath()} replace state={{ notice: SESSION_ENDED_NOTICE }} />;
}

/**
 * Only admins see the pages and the sections' navigation; the server refuses everyone else's
 * calls anyway.
 */
function AdminGate() {
  const { isSignedIn, isRestoring, user, isAdmin, userLoadFailed, sessionEnded } = useSession();
  if (isAdmin) return <AdminPages />;
  const refusal = () => {
    if (isRestoring) return <SessionPending title="Admin" needs="Back office needs JavaScript" />;
    if (!isSignedIn && sessionEnded) return <SessionEndedRedirect />;
    if (!isSignedIn) return <SignInRequired title="Admin" message="Please log in first." />;
    if (user || userLoadFailed) {
      return (
        <div className="p-4">
          <FormAlert tone="error" message={ACCESS_DENIED_MESSAGE} />
        </div>
      );
    }
    return <PageLoading label="Checking your access…" />;
  };
  return <div className="min-w-0 flex-1">{refusal()}</div>;
}

/** The shop's header and footer around the back office. */
export function AdminLayout() {
  return (
    <MainLayout>
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 lg:flex-row lg:py-10">
        <AdminGate />
      </div>
    </MainLayout>
  );
}
