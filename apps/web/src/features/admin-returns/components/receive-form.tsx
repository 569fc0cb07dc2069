import type { AdminReturn, ReceiveReturnBody } from '@shop/contract';
import { useState } from 'react';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';

/** Marks a return received: each line resellable (back in stock at the refund) or not. */
export function ReceiveForm({
  item,
  busy,
  onReceive,
}: {
  item: AdminReturn;
  busy: boolean;
  onReceive: (body: ReceiveReturnBody) => void;
}) {
  const [resellable, setResellable] = useState<Record<string, boolean>>({});
  return (
    <form
      aria-labelledby="receive-heading"
      className="flex flex-col gap-3"
      onSubmit={unlessBusy(busy, (event) => {
        event.preventDefault();
        onReceive({
          lines: item.lines.map((line) => ({
            lineId: line._id,
            resellable: resellable[line._id] ?? true,
          })),
        });
      })}
    >
      <h2 id="receive-heading" className="text-lg font-semibold">
        Mark received
      </h2>
      {item.lines.map((line) => (
        <label key={line._id} className="flex items-center gap-2">
          <input
            type="checkbox"
            className="checkbox"
            checked={resellable[line._id] ?? true}
            onChange={(event) => setResellable({ ...resellable, [line._id]: event.target.checked })}
          />
          {line.quantity} × {line.name} can be sold again
        </label>
      ))}
      <button type="submit" className="btn btn-primary self-start" {...busyButtonProps(busy)}>
        Mark received
      </button>
    </form>
  );
}
