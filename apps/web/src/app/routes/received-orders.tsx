import { Navigate } from 'react-router';
import { ReceivedOrders } from '../../features/orders/components/received-orders.tsx';
import { useSession } from '../../lib/session.tsx';
import { useSignInPath } from '../../lib/sign-in-redirect.ts';

export default function ReceivedOrdersPage() {
  const { isSignedIn } = useSession();
  const signIn = useSignInPath();
  if (!isSignedIn) return <Navigate to={signIn} replace />;
  return <ReceivedOrders />;
}
