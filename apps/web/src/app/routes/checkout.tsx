import { Navigate } from 'react-router';
import { CheckoutPage } from '../../features/checkout/components/checkout-page.tsx';
import { useSession } from '../../lib/session.tsx';
import { useSignInPath } from '../../lib/sign-in-redirect.ts';

export default function CheckoutRoute() {
  const { isSignedIn } = useSession();
  const signIn = useSignInPath();
  if (!isSignedIn) return <Navigate to={signIn} replace />;
  return <CheckoutPage />;
}
