import { SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ListingFilters } from './listing-filters.tsx';
import { countFilters, type ListingChoice } from './listing-params.ts';

interface FilterDialogProps {
  choice: ListingChoice;
  onChange: (choice: ListingChoice) => void;
  total: number | undefined;
}

/**
 * The phone's filters: a native <dialog> opened with showModal(), so the browser traps focus,
 * makes the page behind it inert and closes it on Escape. Filters apply as they change, so
 * 'Show N results' only closes it.
 */
export function FilterDialog({ choice, onChange, total }: FilterDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const active = countFilters(choice);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <>
      <button
        type="button"
        className="btn btn-outline btn-sm lg:hidden"
        data-early-tap="filters"
        onClick={() => setOpen(true)}
      >
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        Filters{active > 0 ? ` (${active})` : ''}
      </button>
      <dialog
        ref={dialogRef}
        className="modal modal-bottom"
        aria-labelledby="filter-dialog-title"
        onClose={() => setOpen(false)}
      >
        <div className="modal-box max-h-[85vh]">
          <div className="mb-2 flex items-center justify-between">
            <h2 id="filter-dialog-title" className="text-lg font-bold">
              Filters
            </h2>
            <button
              type="button"
              className="btn btn-ghost btn-sm btn-circle"
              aria-label="Close"
              onClick={() => setOpen(false)}
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
          {open ? <ListingFilters choice={choice} onChange={onChange} /> : null}
          <button
            type="button"
            className="btn btn-primary mt-6 w-full"
            onClick={() => setOpen(false)}
          >
            Show {total ?? '…'} results
          </button>
        </div>
        <form method="dialog" className="modal-backdrop">
          <button type="submit" tabIndex={-1}>
            Close
          </button>
        </form>
      </dialog>
    </>
  );
}
