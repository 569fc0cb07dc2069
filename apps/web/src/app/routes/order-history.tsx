import { Navigate } from 'react-router';
import { MyOrders } from '../../features/orders/components/my-orders.tsx';
import { useSession } from '../../lib/session.tsx';
import { useSignInPath } from '../../lib/sign-in-redirect.ts';

export default function OrderHistoryPage() {
  const { isSignedIn } = useSession();
  const signIn = useSignInPath();
  if (!isSignedIn) return <Navigate to={signIn} replace />;
  return <MyOrders />;
}
