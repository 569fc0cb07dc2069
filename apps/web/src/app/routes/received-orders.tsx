import { Navigate } from 'react-router';
import { SessionPending } from '../../components/session-pending.tsx';
import { ReceivedOrders } from '../../features/orders/components/received-orders.tsx';
import { useSession } from '../../lib/session.tsx';
import { useSignInPath } from '../../lib/sign-in-redirect.ts';

export default function ReceivedOrdersPage() {
  const { isSignedIn, isRestoring, sessionEnded } = useSession();
  const signIn = useSignInPath();
  if (isRestoring) return <SessionPending title="Received Orders" />;
  // An ended session is said on the page first, as the spec's 401 (use-orders-session-expiry).
  if (!isSignedIn && !sessionEnded) return <Navigate to={signIn} replace />;
  return <ReceivedOrders />;
}
