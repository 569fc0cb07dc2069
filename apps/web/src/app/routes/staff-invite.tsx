import { useNavigate, useParams } from 'react-router';
import { AcceptInviteForm } from '../../features/staff-invite/components/accept-invite-form.tsx';
import { adminPaths } from '../../lib/admin-paths.ts';
import { useSession } from '../../lib/session.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The page of the invitation e-mail's link: the new member sets a password and is signed in. */
export default function StaffInvitePage() {
  useDocumentTitle('Join the staff');
  const { token = '' } = useParams();
  const { setToken } = useSession();
  const navigate = useNavigate();
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-5 px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">Join the staff</h1>
      <p className="text-base-content/80">
        You were invited to the back office. Choose the name your colleagues will see and your
        password; the link works once.
      </p>
      <AcceptInviteForm
        token={token}
        onSignedIn={(sessionToken) => {
          setToken(sessionToken);
          navigate(adminPaths.dashboard, { replace: true });
        }}
      />
    </section>
  );
}
