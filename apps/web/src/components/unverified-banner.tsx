import { MailWarning } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { paths } from '../lib/paths.ts';
import { pendingVerification, useSession } from '../lib/session.tsx';

const pagesWithoutBanner: string[] = [paths.enterVerificationCode, paths.sendVerificationEmail];

export function UnverifiedBanner() {
  const { user } = useSession();
  const { pathname } = useLocation();
  if (!user || !pendingVerification(user) || pagesWithoutBanner.includes(pathname)) return null;

  return (
    <Link
      to={paths.sendVerificationEmail}
      className="block bg-warning text-warning-content hover:bg-warning/90"
    >
      <span className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2 text-sm font-medium">
        <MailWarning className="size-5 shrink-0" aria-hidden="true" />
        Your account is not verified yet. Verify it now to get order updates and filter reminders.
      </span>
    </Link>
  );
}
