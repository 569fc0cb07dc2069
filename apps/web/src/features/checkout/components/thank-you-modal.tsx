import { formatOrderNumber, type OrderItem } from '@shop/contract';
import { BellRing } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';

interface ThankYouModalProps {
  orderId: string;
  orderNumber: number;
  filterItem: OrderItem;
}

/** What /dashboard receives from Add System (SPEC.md section 4, checkout step 7). */
export interface AddSystemNavigationState {
  product: OrderItem;
  orderId: string;
  orderItemId: string;
}

/** After a filter order: offers the free replacement-tracking service. */
export function ThankYouModal({ orderId, orderNumber, filterItem }: ThankYouModalProps) {
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open && typeof element.showModal === 'function') element.showModal();
  }, []);

  const addSystem = () => {
    const state: AddSystemNavigationState = {
      product: filterItem,
      orderId,
      orderItemId: filterItem._id,
    };
    navigate(paths.dashboard, { state });
  };

  return (
    <dialog
      ref={dialog}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby="thank-you-heading"
      onCancel={(event) => event.preventDefault()}
    >
      {/* dvh, not vh: on a phone the browser's own bars would hide the buttons at the bottom. */}
      <div className="modal-box max-h-[calc(100dvh-1rem)] p-5 sm:p-6">
        <span className="mx-auto mb-3 hidden size-12 items-center justify-center rounded-full bg-primary/10 text-primary sm:flex">
          <BellRing className="size-6" aria-hidden="true" />
        </span>
        <h2 id="thank-you-heading" className="text-2xl font-bold">
          Thank you for your order!
        </h2>
        <p className="mt-3 font-semibold">Your order number is {formatOrderNumber(orderNumber)}.</p>
        <p className="mt-3">
          Your order includes <strong>{filterItem.name}</strong>. Add it to My Products and our free
          tracking service tells you when each filter part is due for replacement, with SMS
          reminders so your water stays clean.
        </p>
        <p className="mt-3 text-sm text-base-content/80">
          By adding the system you agree to receive replacement reminders by SMS or e-mail under our{' '}
          <Link to={paths.termsAndConditions} className="link link-primary">
            Terms and Conditions
          </Link>
          . Message and data rates may apply; you can stop the reminders at any time.
        </p>
        {/* The main button first on a phone, where the buttons stack; last, on the right, wider. */}
        <div className="modal-action mt-5 flex-col-reverse gap-2 sm:flex-row">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => navigate(paths.orderHistory)}
          >
            No Thanks, I'll Do It Later
          </button>
          <button type="button" className="btn btn-primary" onClick={addSystem}>
            Add System to My Products
          </button>
        </div>
      </div>
    </dialog>
  );
}
