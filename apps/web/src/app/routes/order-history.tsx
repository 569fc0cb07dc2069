import { Navigate } from 'react-router';
import { MyOrders } from '../../features/orders/components/my-orders.tsx';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.tsx';

export default function OrderHistoryPage() {
  const { isSignedIn } = useSession();
  if (!isSignedIn) return <Navigate to={paths.signIn} replace />;
  return <MyOrders />;
}
