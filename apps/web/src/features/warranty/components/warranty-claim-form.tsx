import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateWarrantyClaimBody,
  CreateWarrantyClaimBodySchema,
  type CreateWarrantyClaimInput,
} from '@shop/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { busyButtonProps } from '../../../components/busy-button.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PhotoPicker } from '../../../components/photo-picker.tsx';
import { useFileWarrantyClaim } from '../api/warranty-claims.ts';

interface WarrantyClaimFormProps {
  trackedProductId: string;
  systemName: string;
  onDone: () => void;
  onCancel: () => void;
}

/** What happened, and the serial number if the customer has it: the claim's whole form. */
export function WarrantyClaimForm({
  trackedProductId,
  systemName,
  onDone,
  onCancel,
}: WarrantyClaimFormProps) {
  const fileClaim = useFileWarrantyClaim();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<CreateWarrantyClaimInput, unknown, CreateWarrantyClaimBody>({
    resolver: zodResolver(CreateWarrantyClaimBodySchema),
    defaultValues: { trackedProductId, description: '', serialNumber: '' },
  });
  const [photoBusy, setPhotoBusy] = useState(false);
  const id = `claim-${trackedProductId}`;
  const submit = handleSubmit((body) => fileClaim.mutate(body, { onSuccess: onDone }));

  return (
    <form
      aria-label={`Warranty claim for ${systemName}`}
      className="mt-3 flex flex-col gap-3 rounded-box bg-base-200 p-3"
      onSubmit={submit}
      noValidate
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-description`} className="text-sm font-medium">
          What happened?
        </label>
        <textarea
          id={`${id}-description`}
          className="textarea w-full"
          rows={3}
          aria-invalid={Boolean(errors.description)}
          aria-describedby={errors.description ? `${id}-description-error` : undefined}
          {...register('description')}
        />
        {errors.description ? (
          <p id={`${id}-description-error`} className="text-sm text-error">
            {errors.description.message}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-serial`} className="text-sm font-medium">
          Serial number (optional)
        </label>
        <input
          id={`${id}-serial`}
          className="input w-full"
          autoComplete="off"
          aria-invalid={Boolean(errors.serialNumber)}
          {...register('serialNumber')}
        />
        <p className="text-xs text-base-content/75">On the label on the side of the housing.</p>
      </div>
      <PhotoPicker
        label="Photo of the problem (optional)"
        onChange={(photoId) => setValue('photoId', photoId ?? undefined)}
        onBusyChange={setPhotoBusy}
      />
      <FormAlert tone="error" message={fileClaim.isError ? fileClaim.error.message : null} />
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          className="btn btn-primary btn-sm"
          {...busyButtonProps(fileClaim.isPending || photoBusy)}
        >
          {fileClaim.isPending ? 'Sending…' : 'Send claim'}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
