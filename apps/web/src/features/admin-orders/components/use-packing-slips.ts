import type { AdminOrder } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { serverMessage } from '../../../lib/error-message.ts';
import { adminOrderKey, getAdminOrder } from '../api/get-admin-order.ts';

/**
 * Bulk printing: loads the chosen orders, renders their packing slips (print-only), and opens
 * the print dialog once they are on the page.
 */
export function usePackingSlips() {
  const queryClient = useQueryClient();
  const [slips, setSlips] = useState<AdminOrder[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [printRequest, setPrintRequest] = useState(0);

  useEffect(() => {
    if (printRequest > 0) window.print();
  }, [printRequest]);

  async function print(orderIds: string[]) {
    setLoading(true);
    setError(null);
    try {
      const orders = await Promise.all(
        orderIds.map((id) =>
          queryClient.fetchQuery({
            queryKey: adminOrderKey(id),
            queryFn: ({ signal }) => getAdminOrder(id, signal),
          }),
        ),
      );
      setSlips(orders);
      setPrintRequest((count) => count + 1);
    } catch (failure) {
      setError(serverMessage(failure, 'The packing slips could not be loaded.'));
    } finally {
      setLoading(false);
    }
  }

  return { slips, loading, error, print };
}
