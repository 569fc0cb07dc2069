import { type AdminOrderEvent, formatUsd } from '@shop/contract';
import { useShopDateTime } from '../../../components/shop-time-zone.ts';

const TITLES: Record<AdminOrderEvent['type'], string> = {
  placed: 'Placed',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

function details(event: AdminOrderEvent): string {
  const parts = [
    event.carrier && event.trackingNumber ? `${event.carrier} ${event.trackingNumber}` : null,
    event.amount !== null ? formatUsd(event.amount) : null,
    event.reason,
    event.by ? `by ${event.by.name}` : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

export function OrderTimeline({ events }: { events: AdminOrderEvent[] }) {
  const formatDateTime = useShopDateTime();
  return (
    <section aria-labelledby="timeline-heading" className="print:hidden">
      <h2 id="timeline-heading" className="mb-2 text-xl font-semibold">
        Timeline
      </h2>
      <ol className="flex flex-col gap-2 border-l-2 border-base-300 pl-4">
        {events.map((event) => (
          <li key={`${event.type}-${event.at}`}>
            <p className="font-medium">
              {TITLES[event.type]}{' '}
              <span className="text-sm font-normal text-base-content/70">
                {formatDateTime(event.at)}
              </span>
            </p>
            <p className="text-sm text-base-content/80">
              {details(event)}
              {event.trackingUrl ? (
                <>
                  {' · '}
                  <a
                    href={event.trackingUrl}
                    className="link link-primary"
                    target="_blank"
                    rel="noreferrer"
                  >
                    Track
                  </a>
                </>
              ) : null}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
