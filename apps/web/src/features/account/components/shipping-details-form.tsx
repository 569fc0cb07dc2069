import { zodResolver } from '@hookform/resolvers/zod';
import { type Address, AddressSchema, isUsState, type StoredAddress } from '@shop/contract';
import { useForm } from 'react-hook-form';
import { AddressFields } from '../../../components/address-fields.tsx';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { firstFormError } from '../../../lib/first-form-error.ts';
import type { SessionUser } from '../../../lib/session.tsx';
import { useUpdateMe } from '../api/update-me.ts';

export const SHIPPING_SAVED_MESSAGE = 'Shipping Details updated successfully!';
export const SHIPPING_FAILED_MESSAGE = 'Error loading/saving Shipping Details';

function toFormValues(address: StoredAddress): Address {
  return {
    street: address.street ?? '',
    city: address.city ?? '',
    // An address saved before the state list shows an empty choice, to be picked again.
    state: isUsState(address.state) ? address.state : '',
    zip: address.zip ?? '',
  };
}

/** The spec's sentence, followed by the server's reason when it refused the address itself. */
function saveFailure(error: unknown): string {
  if (!(error instanceof ApiError) || error.status !== 400) return SHIPPING_FAILED_MESSAGE;
  return `${SHIPPING_FAILED_MESSAGE}: ${error.message}`;
}

interface ShippingDetailsFormProps {
  address: StoredAddress;
  onSaved: (user: SessionUser) => void;
}

export function ShippingDetailsForm({ address, onSaved }: ShippingDetailsFormProps) {
  const updateMutation = useUpdateMe();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Address>({ resolver: zodResolver(AddressSchema), values: toFormValues(address) });

  const submit = handleSubmit(async (newAddress) => {
    updateMutation.reset();
    try {
      onSaved(await updateMutation.mutateAsync({ address: newAddress }));
    } catch {
      // Shown below.
    }
  });

  const problem =
    firstFormError(errors) ?? (updateMutation.isError ? saveFailure(updateMutation.error) : null);

  return (
    <form onSubmit={unlessBusy(isSubmitting, submit)} noValidate className="flex flex-col gap-4">
      <AddressFields register={register} errors={errors} />
      <FormAlert tone="error" message={problem} />
      <FormAlert
        tone="success"
        message={updateMutation.isSuccess ? SHIPPING_SAVED_MESSAGE : null}
      />
      <button
        type="submit"
        className="btn btn-primary self-start"
        {...busyButtonProps(isSubmitting)}
      >
        {isSubmitting ? <span className="loading loading-spinner loading-sm" /> : null}
        Save shipping details
      </button>
    </form>
  );
}
