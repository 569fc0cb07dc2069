import { Navigate } from 'react-router';
import { SessionPending } from '../../components/session-pending.tsx';
import { CheckoutPage } from '../../features/checkout/components/checkout-page.tsx';
import { useSession } from '../../lib/session.tsx';
import { useSignInPath } from '../../lib/sign-in-redirect.ts';

export default function CheckoutRoute() {
  const { isSignedIn, isRestoring } = useSession();
  const signIn = useSignInPath();
  if (isRestoring) return <SessionPending title="Checkout" />;
  if (!isSignedIn) return <Navigate to={signIn} replace />;
  return <CheckoutPage />;
}
