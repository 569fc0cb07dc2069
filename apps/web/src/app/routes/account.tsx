import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../components/form-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { SignInRequired } from '../../components/sign-in-required.tsx';
import { AccountLinks } from '../../features/account/components/account-links.tsx';
import { AccountProfile } from '../../features/account/components/account-profile.tsx';
import { CouponsButton } from '../../features/account/components/coupons-button.tsx';
import { PasskeysSection } from '../../features/account/components/passkeys-section.tsx';
import { SavedCards } from '../../features/account/components/saved-cards/saved-cards.tsx';
import { SignOutEverywhere } from '../../features/account/components/sign-out-everywhere.tsx';
import { TwoStepSection } from '../../features/account/components/two-step-section.tsx';
import { SignedInDevices } from '../../features/sessions/components/signed-in-devices.tsx';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export default function AccountPage() {
  useDocumentTitle('Account');
  const { isSignedIn, user, userLoadFailed, logout } = useSession();
  const navigate = useNavigate();

  if (!isSignedIn) {
    return <SignInRequired title="Account" message="Please log in to see your account." />;
  }

  const logOut = () => {
    logout();
    navigate(paths.home);
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Account</h1>
      <section className="mt-6 rounded-box border border-base-300 bg-base-100 p-6">
        {user ? (
          <AccountProfile user={user} />
        ) : userLoadFailed ? (
          <FormAlert tone="error" message="Your profile could not be loaded. Please re-login." />
        ) : (
          <PageLoading label="Loading your account…" />
        )}
      </section>
      <SavedCards />
      <TwoStepSection />
      <SignedInDevices />
      <PasskeysSection />
      <div className="mt-6">
        <AccountLinks />
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <CouponsButton />
        <SignOutEverywhere onDone={logOut} />
        <button
          type="button"
          className="btn btn-error btn-outline ml-auto self-start"
          onClick={logOut}
        >
          <LogOut className="size-5" aria-hidden="true" />
          Log Out
        </button>
      </div>
    </div>
  );
}
