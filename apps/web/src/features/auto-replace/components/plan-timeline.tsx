import type { SubscriptionEvent } from '@shop/contract';
import { useMomentDates } from '../../../components/store-dates.ts';

function byWhom(event: SubscriptionEvent): string | null {
  if (event.actor.kind === 'admin') return `by ${event.actor.name ?? 'the shop'} for the customer`;
  if (event.actor.kind === 'customer') return event.actor.name ? `by ${event.actor.name}` : null;
  return null;
}

/** What happened to a plan, newest first; the owner's actions name the admin. */
export function PlanTimeline({ events }: { events: SubscriptionEvent[] }) {
  const { dateTime } = useMomentDates();
  return (
    <section aria-labelledby="plan-timeline-heading">
      <h2 id="plan-timeline-heading" className="mb-2 text-xl font-semibold">
        Timeline
      </h2>
      {events.length === 0 ? (
        <p className="text-base-content/75">Nothing has happened yet.</p>
      ) : (
        <ol className="flex flex-col gap-2 border-l-2 border-base-300 pl-4">
          {events.map((event) => (
            <li key={`${event.at}-${event.kind}-${event.detail}`}>
              <p className="text-sm">
                <span className="font-medium">{event.detail}</span>{' '}
                <span className="text-base-content/70">
                  {dateTime(event.at)}
                  {byWhom(event) ? ` · ${byWhom(event)}` : null}
                </span>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
