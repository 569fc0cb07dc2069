import { zodResolver } from '@hookform/resolvers/zod';
import { type Address, AddressSchema, isUsState, US_STATES } from '@shop/contract';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert.tsx';
import { FormField } from '../../../components/form-field.tsx';
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
    <form onSubmit={handleSubmit(onSave)} noValidate className="flex flex-col gap-3">
      <FormField label="Street" invalid={Boolean(errors.street)}>
        <input type="text" autoComplete="street-address" required {...register('street')} />
      </FormField>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField label="City" invalid={Boolean(errors.city)}>
          <input type="text" autoComplete="address-level2" required {...register('city')} />
        </FormField>
        <FormField label="State" invalid={Boolean(errors.state)}>
          <select autoComplete="address-level1" required {...register('state')}>
            <option value="">Choose a state</option>
            {Object.entries(US_STATES).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="ZIP code" invalid={Boolean(errors.zip)}>
          <input
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            required
            {...register('zip')}
          />
        </FormField>
      </div>
      <FormAlert tone="error" message={firstFormError(errors)} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
          Ship future orders here
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
          Go back
        </button>
      </div>
    </form>
  );
}
