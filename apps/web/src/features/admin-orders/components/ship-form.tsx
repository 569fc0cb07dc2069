import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';
import type { OrderActionInput } from '../api/order-actions.ts';

const CARRIERS = ['UPS', 'USPS', 'FedEx', 'DHL', 'Other'];

export function ShipForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (input: OrderActionInput) => void;
}) {
  const [carrier, setCarrier] = useState('UPS');
  const [trackingNumber, setTrackingNumber] = useState('');
  const tracking = useRef<HTMLInputElement>(null);
  const { hash } = useLocation();
  // Received Orders' "Ship with tracking" lands here (#ship): straight to the tracking number.
  useEffect(() => {
    if (hash === '#ship') tracking.current?.focus();
  }, [hash]);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit({ action: 'ship', body: { carrier, trackingNumber: trackingNumber.trim() } });
  }
  return (
    <form
      id="ship"
      onSubmit={unlessBusy(busy, submit)}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      aria-label="Ship the order"
    >
      <label className="flex flex-col gap-1">
        <span className="text-sm font-medium">Carrier</span>
        <select
          className="select"
          value={carrier}
          onChange={(event) => setCarrier(event.target.value)}
        >
          {CARRIERS.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      </label>
      <label className="flex flex-1 flex-col gap-1">
        <span className="text-sm font-medium">Tracking number</span>
        <input
          ref={tracking}
          className="input w-full"
          required
          maxLength={100}
          value={trackingNumber}
          onChange={(event) => setTrackingNumber(event.target.value)}
        />
      </label>
      <button type="submit" className="btn btn-primary" {...busyButtonProps(busy)}>
        Ship order
      </button>
    </form>
  );
}
