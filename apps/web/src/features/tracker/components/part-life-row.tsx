import type { TrackedPart } from '@shop/contract';
import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';
import { formatDay } from '../../../components/store-dates.ts';
import { LifeBar } from './life-bar.tsx';

interface PartLifeRowProps {
  part: TrackedPart;
  onReset: () => void;
  resetting: boolean;
  /** Auto-replace's line or button for this part. */
  autoReplace?: ReactNode;
}

/** One filter part: its remaining life, why it lasts that long here, and Reset. */
export function PartLifeRow({ part, onReset, resetting, autoReplace }: PartLifeRowProps) {
  const name = part.partProductNameSnapshot;
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium">{name}</span>
        <span className={part.life.label === 'Expired' ? 'font-semibold text-error' : 'text-sm'}>
          {part.life.label}
        </span>
      </div>
      <LifeBar percent={part.life.percentRemaining} label={`${name} remaining life`} />
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-base-content/75">
        <span>
          {part.lifespanReason ? `Lifespan: ${part.lifespanReason}` : null}
          {part.dueDate
            ? `${part.lifespanReason ? ' · ' : ''}Due ${formatDay(part.dueDate)}`
            : null}
        </span>
        <button
          type="button"
          className="btn btn-outline btn-xs"
          onClick={unlessBusy(resetting, onReset)}
          {...busyButtonProps(resetting)}
          aria-label={`Reset ${name}`}
        >
          <RotateCcw className="size-3.5" aria-hidden="true" />
          Reset
        </button>
      </div>
      {autoReplace}
    </li>
  );
}
