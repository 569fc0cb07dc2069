import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { TRACK_PRODUCT_PARAM } from '../../../lib/paths.ts';
import { useTracker } from '../api/get-tracker.ts';
import { type TrackerTarget, targetFromNavigationState } from '../model/tracker-target.ts';
import { AddTrackerDialog } from './add-tracker-dialog.tsx';
import { CalendarFeedControl } from './calendar-feed-control.tsx';
import { FilterSearch } from './filter-search.tsx';
import { PendingInstallations } from './pending-installations.tsx';
import { ReminderStopsNotice } from './reminder-stops-notice.tsx';
import { ReorderDueButton } from './reorder-due-button.tsx';
import { TrackedProductsList } from './tracked-products-list.tsx';

/**
 * The product handed over opens the form once: by the thank-you modal (navigation state) or by
 * 'I have this product' (`?product=`, loaded by the page).
 */
function useHandedOverTarget(
  open: (target: TrackerTarget) => void,
  productToTrack: TrackerTarget | null,
) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = targetFromNavigationState(location.state) ?? productToTrack;
    if (!target) return;
    open(target);
    // Forget it, so a reload or Back does not open the form again.
    const search = new URLSearchParams(location.search);
    search.delete(TRACK_PRODUCT_PARAM);
    navigate(
      { pathname: location.pathname, search: search.toString() },
      { replace: true, state: null },
    );
  }, [location, navigate, open, productToTrack]);
}

interface TrackerDashboardProps {
  /** The product 'I have this product' named, to open the tracker form for once. */
  productToTrack?: TrackerTarget | null;
}

/** My Products: search, pending installations, tracked filters, and the tracker form. */
export function TrackerDashboard({ productToTrack = null }: TrackerDashboardProps) {
  const tracker = useTracker();
  const [target, setTarget] = useState<TrackerTarget | null>(null);
  const [savedName, setSavedName] = useState<string | null>(null);
  const open = (next: TrackerTarget) => {
    setSavedName(null);
    setTarget(next);
  };
  useHandedOverTarget(setTarget, productToTrack);

  return (
    <div className="space-y-8">
      <FilterSearch onAdd={open} />
      <FormAlert tone="success" message={savedName ? `Now tracking ${savedName}.` : null} />
      {tracker.isPending ? (
        <PageLoading label="Loading your products…" />
      ) : tracker.isError ? (
        <FormAlert tone="error" message={`Error fetching data: ${tracker.error.message}`} />
      ) : (
        <>
          <PendingInstallations items={tracker.data.pendingInstallations} onInstall={open} />
          {tracker.data.trackedProducts.length > 0 ? <ReminderStopsNotice /> : null}
          <TrackedProductsList trackedProducts={tracker.data.trackedProducts} />
          {tracker.data.trackedProducts.length > 0 ? (
            <section aria-labelledby="tracker-tools-heading" className="space-y-3">
              <h2 id="tracker-tools-heading" className="text-xl font-semibold">
                Stay ahead
              </h2>
              <div className="grid gap-4 sm:grid-cols-2">
                <ReorderDueButton />
                <CalendarFeedControl />
              </div>
            </section>
          ) : null}
        </>
      )}
      <AddTrackerDialog
        target={target}
        houseData={tracker.data?.houseData}
        loading={tracker.isPending}
        onClose={() => setTarget(null)}
        onSaved={(name) => {
          setTarget(null);
          setSavedName(name);
        }}
      />
    </div>
  );
}
