import { STOP_TRACKING_QUESTION, type TrackedPart, type TrackedProduct } from '@shop/contract';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useSubscriptions } from '../../auto-replace/api/subscriptions.ts';
import { AutoReplaceControl } from '../../auto-replace/components/auto-replace-control.tsx';
import { AutoReplaceDialog } from '../../auto-replace/components/auto-replace-dialog.tsx';
import { partPlanLine, planOfPart } from '../../auto-replace/model/plan-text.ts';
import { useMyWarrantyClaims } from '../../warranty/api/warranty-claims.ts';
import { WarrantyPanel } from '../../warranty/components/warranty-panel.tsx';
import { useDeleteTrackedProduct, useResetPart } from '../api/tracked-products.ts';
import { TrackedProductCard } from './tracked-product-card.tsx';

/** 'My Tracked Filters' with Reset per part and Delete after the spec's confirmation. */
export function TrackedProductsList({ trackedProducts }: { trackedProducts: TrackedProduct[] }) {
  const remove = useDeleteTrackedProduct();
  const reset = useResetPart();
  const plans = useSubscriptions();
  const claims = useMyWarrantyClaims();
  const [autoReplacing, setAutoReplacing] = useState<TrackedPart | null>(null);
  const [planMade, setPlanMade] = useState<string | null>(null);
  // Until the plans are read, a part shows neither its plan nor the button that would make one.
  const autoReplaceOf = (part: TrackedPart) =>
    plans.data ? (
      <AutoReplaceControl
        part={part}
        plan={planOfPart(plans.data, part._id)}
        onTurnOn={() => {
          setPlanMade(null);
          setAutoReplacing(part);
        }}
      />
    ) : null;

  const deleteTracked = (id: string) => {
    if (!window.confirm(STOP_TRACKING_QUESTION)) return;
    reset.reset();
    remove.mutate(id);
  };
  const resetPart = (id: string, partId: string) => {
    remove.reset();
    reset.mutate({ id, partId });
  };

  return (
    <section aria-labelledby="tracked-heading" className="space-y-3">
      <h2 id="tracked-heading" className="text-xl font-semibold">
        My Tracked Filters
      </h2>
      <FormAlert
        tone="error"
        message={remove.isError ? `Error deleting tracked product: ${remove.error.message}` : null}
      />
      <FormAlert
        tone="error"
        message={reset.isError ? `Error resetting part: ${reset.error.message}` : null}
      />
      <FormAlert
        tone="success"
        message={reset.isSuccess ? 'Part reset: its lifespan starts again today.' : null}
      />
      <FormAlert tone="success" message={planMade} />
      {trackedProducts.length === 0 ? (
        <p className="text-base-content/75">
          You are not tracking any filters yet. Find your system above and choose 'Add to Tracker'.
        </p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {trackedProducts.map((tracked) => (
            <TrackedProductCard
              key={tracked._id}
              tracked={tracked}
              busy={remove.isPending || reset.isPending}
              onDelete={() => deleteTracked(tracked._id)}
              onResetPart={(partId) => resetPart(tracked._id, partId)}
              autoReplaceOf={autoReplaceOf}
              warranty={
                <WarrantyPanel
                  tracked={tracked}
                  claims={(claims.data ?? []).filter(
                    (claim) => claim.trackedProductId === tracked._id,
                  )}
                />
              }
            />
          ))}
        </div>
      )}
      <AutoReplaceDialog
        part={autoReplacing}
        onClose={() => setAutoReplacing(null)}
        onCreated={(plan) => {
          const part = autoReplacing;
          setAutoReplacing(null);
          setPlanMade(
            part
              ? `Auto-replace is on for ${plan.partName}. ${partPlanLine(part, plan)}.`
              : 'Auto-replace is on.',
          );
        }}
      />
    </section>
  );
}
