import { Navigate } from 'react-router';
import { SessionPending } from '../../components/session-pending.tsx';
import { MyOrders } from '../../features/orders/components/my-orders.tsx';
import { OrderReturns } from '../../features/returns/components/order-returns.tsx';
import { useSession } from '../../lib/session.tsx';
import { useSignInPath } from '../../lib/sign-in-redirect.ts';

export default function OrderHistoryPage() {
  const { isSignedIn, isRestoring } = useSession();
  const signIn = useSignInPath();
  if (isRestoring) return <SessionPending title="My Orders" />;
  if (!isSignedIn) return <Navigate to={signIn} replace />;
  return <MyOrders actionsFor={(order) => <OrderReturns order={order} />} />;
}
