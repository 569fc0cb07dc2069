import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.tsx';
import { UserAvatar } from '../user-avatar.tsx';

/** Who is signed in, or the way to sign in. */
export function DrawerProfile() {
  const { isSignedIn, user, isAdmin, userLoadFailed } = useSession();

  if (!isSignedIn) {
    return (
      <div className="flex flex-col gap-3">
        <p className="font-semibold">Welcome to ClearSpring</p>
        <div className="flex gap-2">
          <Link to={paths.signIn} className="btn btn-primary btn-sm">
            Sign in
          </Link>
          <Link to={paths.signUp} className="btn btn-outline btn-primary btn-sm">
            Sign Up
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="flex min-w-0 items-center gap-3">
      <UserAvatar user={user} className="size-12 shrink-0" />
      <div className="min-w-0">
        {userLoadFailed ? (
          <>
            <p className="font-semibold text-error">Error Loading Name</p>
            <p className="text-sm">Please re-login</p>
          </>
        ) : (
          <>
            <p className="truncate font-semibold">{user?.name ?? 'Loading…'}</p>
            <p className="truncate text-sm text-base-content/75">
              {user?.email || user?.phoneNumber || ''}
            </p>
          </>
        )}
        {isAdmin ? <span className="badge badge-primary badge-sm mt-1">Admin</span> : null}
      </div>
    </div>
  );
}
