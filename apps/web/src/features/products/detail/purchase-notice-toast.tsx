import type { PurchaseNotice } from './use-purchase.ts';

const TONE_CLASS = {
  error: 'alert-error',
  info: 'alert-info',
  success: 'alert-success',
} as const;

/** Add-to-cart feedback above everything, including the phone's bottom bar. */
export function PurchaseNoticeToast({ notice }: { notice: PurchaseNotice | null }) {
  return (
    <div role="status" aria-live="polite" className="toast toast-top toast-center z-50">
      {notice ? (
        <div className={`alert ${TONE_CLASS[notice.tone]}`}>
          <span>{notice.text}</span>
        </div>
      ) : null}
    </div>
  );
}
