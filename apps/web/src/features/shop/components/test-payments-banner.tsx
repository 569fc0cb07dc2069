import { TEST_PAYMENTS_BANNER } from '@shop/contract';
import { FlaskConical } from 'lucide-react';
import { useShopInfo } from '../api/get-shop-info.ts';

/** On every page while the operator runs the shop with PAYMENTS_TEST_MODE=true. */
export function TestPaymentsBanner() {
  const { data } = useShopInfo();
  if (!data?.testPayments) return null;
  return (
    <div role="note" className="bg-info text-info-content">
      <p className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2 text-sm font-medium">
        <FlaskConical className="size-5 shrink-0" aria-hidden="true" />
        {TEST_PAYMENTS_BANNER}
      </p>
    </div>
  );
}
