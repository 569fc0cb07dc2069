import { TicketPercent } from 'lucide-react';
import { useId, useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useMomentDates } from '../../../components/store-dates.ts';
import { useCoupons } from '../api/get-coupons.ts';

/** The account page's Coupons button: opens the codes this customer can use (DESIGN.md 13). */
export function CouponsButton() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const coupons = useCoupons(open);
  // A coupon ends at the last minute of a day of the shop's, as the back office set it.
  const { day } = useMomentDates();

  return (
    <div className="w-full sm:w-auto">
      <button
        type="button"
        className="btn btn-outline"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
      >
        <TicketPercent className="size-5" aria-hidden="true" />
        Coupons
      </button>
      {open ? (
        <section id={listId} aria-label="Your coupons" className="mt-3 space-y-2">
          {coupons.isPending ? <p className="text-sm">Loading your coupons…</p> : null}
          <FormAlert tone="error" message={coupons.error?.message} />
          {coupons.data?.length === 0 ? (
            <p className="text-sm">No coupons right now. New codes show up here.</p>
          ) : null}
          <ul className="space-y-2">
            {coupons.data?.map((coupon) => (
              <li key={coupon.code} className="rounded-box border border-base-300 p-3 text-sm">
                <span className="badge badge-primary font-mono">{coupon.code}</span>{' '}
                {coupon.description}
                {coupon.endsAt ? <span> · until {day(coupon.endsAt)}</span> : null}
              </li>
            ))}
          </ul>
          {coupons.data?.length ? (
            <p className="text-sm text-base-content/80">Enter a code in your cart to use it.</p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
