import { X } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { ProductImage } from '../../../components/product-image.tsx';
import type { TrackerTarget } from '../model/tracker-target.ts';

interface TrackerModalProps {
  target: TrackerTarget | null;
  onClose: () => void;
  children: ReactNode;
}

/**
 * 'Add Product Information': a native <dialog> opened with showModal(), so the browser traps
 * focus inside it, makes the page behind it inert, and closes it on Escape.
 */
export function TrackerModal({ target, onClose, children }: TrackerModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const open = target !== null;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby="tracker-modal-title"
      onClose={onClose}
    >
      <div className="modal-box max-w-2xl">
        <div className="flex items-start gap-3">
          <h2 id="tracker-modal-title" className="flex-1 text-xl font-bold">
            Add Product Information
          </h2>
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-circle"
            aria-label="Close"
            onClick={onClose}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        {target ? (
          <>
            <div className="my-4 flex items-center gap-3 rounded-box bg-base-200 p-3">
              <ProductImage
                src={target.imageUrl}
                alt=""
                width={56}
                height={56}
                className="size-14 rounded"
              />
              <p className="font-medium">{target.name}</p>
            </div>
            {children}
          </>
        ) : null}
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1}>
          Close
        </button>
      </form>
    </dialog>
  );
}
