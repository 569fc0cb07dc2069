import { useLocation, useNavigate } from 'react-router';
import { FormAlert } from '../../components/form-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { SignInRequired } from '../../components/sign-in-required.tsx';
import {
  SHIPPING_FAILED_MESSAGE,
  ShippingDetailsForm,
} from '../../features/account/components/shipping-details-form.tsx';
import type { ReturnToCheckoutState } from '../../features/checkout/components/use-address-link.ts';
import { type SessionUser, useSession } from '../../lib/session.tsx';
import { useRedirectTarget } from '../../lib/sign-in-redirect.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const HEADING = 'Household & Water Profile';

export default function ShippingDetailsPage() {
  useDocumentTitle('Shipping Details');
  const { isSignedIn, user, userLoadFailed, setUser } = useSession();
  const navigate = useNavigate();
  const { state } = useLocation();
  const { returnTo } = useRedirectTarget();
  // Sent from checkout ("Shipping address is missing"): back there once the address is saved.
  const saved = (updated: SessionUser) => {
    setUser(updated);
    if (returnTo)
      navigate(returnTo, { state: (state as ReturnToCheckoutState | null)?.returnState });
  };

  if (!isSignedIn) {
    return (
      <SignInRequired title={HEADING} message="Please log in to manage your shipping details." />
    );
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{HEADING}</h1>
      <section className="mt-6 rounded-box border border-base-300 bg-base-100 p-6">
        <h2 className="text-xl font-semibold">Shipping Details</h2>
        <p className="mt-1 mb-5 text-sm text-base-content/80">
          Where we deliver your orders. Checkout needs at least your ZIP code.
        </p>
        {user ? (
          <ShippingDetailsForm address={user.address} onSaved={saved} />
        ) : userLoadFailed ? (
          <FormAlert tone="error" message={SHIPPING_FAILED_MESSAGE} />
        ) : (
          <PageLoading label="Loading your shipping details…" />
        )}
      </section>
    </div>
  );
}
