import type { TrackedPart, TrackedProduct } from '@shop/contract';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { ProductImage } from '../../../components/product-image.tsx';
import { formatDay } from '../../../components/store-dates.ts';
import { PartLifeRow } from './part-life-row.tsx';

interface TrackedProductCardProps {
  tracked: TrackedProduct;
  onDelete: () => void;
  onResetPart: (partId: string) => void;
  busy: boolean;
  /** Auto-replace's line or button for a part. */
  autoReplaceOf?: (part: TrackedPart) => ReactNode;
  /** The system's warranty and claims. */
  warranty?: ReactNode;
}

/** A tracked system: its snapshot, name, installation date and every part's life. */
export function TrackedProductCard({
  tracked,
  onDelete,
  onResetPart,
  busy,
  autoReplaceOf,
  warranty,
}: TrackedProductCardProps) {
  return (
    <article
      className="rounded-box border border-base-300 bg-base-100 p-4"
      aria-labelledby={`tracked-${tracked._id}`}
    >
      <header className="flex items-start gap-3">
        <ProductImage
          src={tracked.systemProductImageUrlSnapshot}
          alt={tracked.systemProductNameSnapshot}
          width={72}
          height={72}
          className="size-18 shrink-0 rounded bg-base-200"
        />
        <div className="min-w-0 flex-1">
          <h3 id={`tracked-${tracked._id}`} className="text-lg font-semibold break-words">
            {tracked.customName}
          </h3>
          <p className="text-sm text-base-content/80">{tracked.systemProductNameSnapshot}</p>
          <p className="text-xs text-base-content/75">
            Installed{' '}
            <time dateTime={tracked.installationDate}>{formatDay(tracked.installationDate)}</time>
            {' · '}reminders by {tracked.contactMethod === 'sms' ? 'SMS' : 'e-mail'}
          </p>
        </div>
        <button
          type="button"
          className="btn btn-ghost btn-sm text-error"
          onClick={onDelete}
          disabled={busy}
          aria-label={`Delete ${tracked.customName}`}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          <span className="hidden sm:inline">Delete</span>
        </button>
      </header>
      {warranty}
      {tracked.trackedSystemParts.length > 0 ? (
        <ul className="mt-2 divide-y divide-base-300" aria-label={`${tracked.customName} parts`}>
          {tracked.trackedSystemParts.map((part) => (
            <PartLifeRow
              key={part._id}
              part={part}
              resetting={busy}
              onReset={() => onResetPart(part._id)}
              autoReplace={autoReplaceOf?.(part)}
            />
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-base-content/75">
          This system has no replaceable parts to track.
        </p>
      )}
    </article>
  );
}
