import { type LifeBarColour, lifeBarColour } from '@shop/contract';

const BAR_CLASS: Record<LifeBarColour, string> = {
  red: 'progress-error',
  yellow: 'progress-warning',
  green: 'progress-success',
};

/** Remaining life as a bar: red at 20% or less, yellow at 50% or less, else green. */
export function LifeBar({ percent, label }: { percent: number; label: string }) {
  const colour = lifeBarColour(percent);
  const rounded = Math.round(percent);
  return (
    <progress
      className={`progress ${BAR_CLASS[colour]} h-3 w-full`}
      value={rounded}
      max={100}
      aria-label={label}
      aria-valuetext={`${rounded}% of its life left`}
      data-colour={colour}
    />
  );
}
