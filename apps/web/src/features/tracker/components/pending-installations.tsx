import type { PendingInstallation } from '@shop/contract';
import { Wrench } from 'lucide-react';
import { ProductImage } from '../../../components/product-image.tsx';
import { useMomentDates } from '../../../components/store-dates.ts';
import type { TrackerTarget } from '../model/tracker-target.ts';

interface PendingInstallationsProps {
  items: PendingInstallation[];
  onInstall: (target: TrackerTarget) => void;
}

/** Filter systems bought but not tracked yet, each with 'Install & Track'. */
export function PendingInstallations({ items, onInstall }: PendingInstallationsProps) {
  const dates = useMomentDates();
  return (
    <section aria-labelledby="pending-heading" className="space-y-3">
      <h2 id="pending-heading" className="text-xl font-semibold">
        Pending Installations
      </h2>
      {items.length === 0 ? (
        <p className="text-base-content/75">
          Nothing waiting. Filter systems you buy here show up until you track them.
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {items.map((item) => (
            <li
              key={item.orderItemId}
              className="flex items-center gap-3 rounded-box border border-base-300 bg-base-100 p-3"
            >
              <ProductImage
                src={item.imageUrl}
                alt={item.name}
                width={56}
                height={56}
                className="size-14 rounded"
              />
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words">{item.name}</p>
                <p className="text-xs text-base-content/75">Ordered {dates.day(item.orderedAt)}</p>
              </div>
              <button
                type="button"
                className="btn btn-primary btn-sm"
                onClick={() =>
                  onInstall({
                    productId: item.productId,
                    name: item.name,
                    imageUrl: item.imageUrl,
                    orderItemId: item.orderItemId,
                  })
                }
              >
                <Wrench className="size-4" aria-hidden="true" />
                Install &amp; Track
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
