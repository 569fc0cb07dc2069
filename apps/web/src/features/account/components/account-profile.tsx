import { BadgeCheck, MailWarning } from 'lucide-react';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { paths } from '../../../lib/paths.ts';
import { pendingVerification, type SessionUser } from '../../../lib/session.tsx';

/** Avatar, name and the e-mail or phone the person signs in with. */
export function AccountProfile({ user }: { user: SessionUser }) {
  const contact = user.email ?? user.phoneNumber ?? '';
  const unverified = pendingVerification(user);
  return (
    <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
      <UserAvatar user={user} className="size-24" />
      <div className="min-w-0">
        <p className="text-2xl font-semibold break-words">{user.name}</p>
        <p className="text-base-content/80 break-all">{contact}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-2 sm:justify-start">
          {user.role === 'admin' ? <span className="badge badge-primary">Admin</span> : null}
          {unverified ? (
            <Link to={paths.sendVerificationEmail} className="badge badge-warning gap-1">
              <MailWarning className="size-3.5" aria-hidden="true" />
              {unverified === 'email' ? 'E-mail not verified' : 'Phone not verified'}
            </Link>
          ) : (
            <span className="badge badge-success gap-1">
              <BadgeCheck className="size-3.5" aria-hidden="true" />
              Verified
            </span>
          )}
        </div>
      </div>
    </div>
  );
}
