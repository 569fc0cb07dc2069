import { Navigate } from 'react-router';
import { ReceivedOrders } from '../../features/orders/components/received-orders.tsx';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.tsx';

export default function ReceivedOrdersPage() {
  const { isSignedIn } = useSession();
  if (!isSignedIn) return <Navigate to={paths.signIn} replace />;
  return <ReceivedOrders />;
}
