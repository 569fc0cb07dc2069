import type { HouseData } from '@shop/contract';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useSession } from '../../../lib/session.tsx';
import { useCreateTrackedProduct } from '../api/tracked-products.ts';
import { trackerFormDefaults } from '../model/tracker-form-values.ts';
import type { TrackerTarget } from '../model/tracker-target.ts';
import { TrackerForm } from './tracker-form.tsx';
import { TrackerModal } from './tracker-modal.tsx';

interface AddTrackerDialogProps {
  target: TrackerTarget | null;
  houseData: HouseData | undefined;
  /** The saved profile seeds the form, so the form waits for it. */
  loading: boolean;
  onClose: () => void;
  onSaved: (name: string) => void;
}

/** Opens the tracker form for a product and saves it as a tracked product. */
export function AddTrackerDialog({
  target,
  houseData,
  loading,
  onClose,
  onSaved,
}: AddTrackerDialogProps) {
  const { user } = useSession();
  const create = useCreateTrackedProduct();
  const close = () => {
    create.reset();
    onClose();
  };

  return (
    <TrackerModal target={target} onClose={close}>
      {loading ? (
        <PageLoading label="Loading your household profile…" />
      ) : target ? (
        <TrackerForm
          key={`${target.productId}-${target.orderItemId ?? ''}`}
          target={target}
          defaults={trackerFormDefaults(target.name, houseData, user)}
          saving={create.isPending}
          saveError={create.isError ? create.error.message : null}
          onCancel={close}
          onSave={(body) =>
            create.mutate(body, {
              onSuccess: (tracked) => {
                create.reset();
                onSaved(tracked.customName);
              },
            })
          }
        />
      ) : null}
    </TrackerModal>
  );
}
