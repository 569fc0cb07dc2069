import { Navigate } from 'react-router';
import { CheckoutPage } from '../../features/checkout/components/checkout-page.tsx';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.tsx';

export default function CheckoutRoute() {
  const { isSignedIn } = useSession();
  if (!isSignedIn) return <Navigate to={paths.signIn} replace />;
  return <CheckoutPage />;
}
