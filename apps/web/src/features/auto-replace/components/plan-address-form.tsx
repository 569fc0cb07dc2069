import { zodResolver } from '@hookform/resolvers/zod';
import { type Address, AddressSchema, isUsState } from '@shop/contract';
import { useForm } from 'react-hook-form';
import { AddressFields } from '../../../components/address-fields.tsx';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { firstFormError } from '../../../lib/first-form-error.ts';

interface PlanAddressFormProps {
  address: { street: string; city: string; state: string; zip: string };
  busy: boolean;
  onSave: (address: Address) => void;
  onCancel: () => void;
}

/** A plan's shipping address, checked by the same schema as the account's. */
export function PlanAddressForm({ address, busy, onSave, onCancel }: PlanAddressFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Address>({
    resolver: zodResolver(AddressSchema),
    defaultValues: { ...address, state: isUsState(address.state) ? address.state : '' },
  });
  return (
    <form
      onSubmit={unlessBusy(busy, handleSubmit(onSave))}
      noValidate
      className="flex flex-col gap-3"
    >
      <AddressFields register={register} errors={errors} compact />
      <FormAlert tone="error" message={firstFormError(errors)} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary btn-sm" {...busyButtonProps(busy)}>
          Ship future orders here
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
          Go back
        </button>
      </div>
    </form>
  );
}
