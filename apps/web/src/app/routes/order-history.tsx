import { Navigate } from 'react-router';
import { SessionPending } from '../../components/session-pending.tsx';
import { MyOrders } from '../../features/orders/components/my-orders.tsx';
import { OrderReturns } from '../../features/returns/components/order-returns.tsx';
import { useSession } from '../../lib/session.tsx';
import { useSignInPath } from '../../lib/sign-in-redirect.ts';

export default function OrderHistoryPage() {
  const { isSignedIn, isRestoring, sessionEnded } = useSession();
  const signIn = useSignInPath();
  if (isRestoring) return <SessionPending title="My Orders" />;
  // An ended session is said on the page first, as the spec's 401 (use-orders-session-expiry).
  if (!isSignedIn && !sessionEnded) return <Navigate to={signIn} replace />;
  return <MyOrders actionsFor={(order) => <OrderReturns order={order} />} />;
}
