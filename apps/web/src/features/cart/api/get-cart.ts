import { useQuery } from '@tanstack/react-query';
import { cartQueryOptions } from '../../../lib/cart.ts';
import { useSession } from '../../../lib/session.tsx';

/** GET /cart: the same cached cart the header badge counts. */
export function useCart() {
  const { token } = useSession();
  return useQuery(cartQueryOptions(token));
}
