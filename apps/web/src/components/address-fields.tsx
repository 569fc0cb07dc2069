import { type Address, US_STATES } from '@shop/contract';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from './form-field.tsx';

interface AddressFieldsProps {
  register: UseFormRegister<Address>;
  errors: FieldErrors<Address>;
  /** Tighter spacing, for a form inside a card. */
  compact?: boolean;
}

/** Street, city, state and ZIP of a form checked by `AddressSchema` (account, auto-replace plans). */
export function AddressFields({ register, errors, compact = false }: AddressFieldsProps) {
  return (
    <>
      <FormField label="Street" invalid={Boolean(errors.street)}>
        <input type="text" autoComplete="street-address" required {...register('street')} />
      </FormField>
      <div className={`grid sm:grid-cols-3 ${compact ? 'gap-3' : 'gap-4'}`}>
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
    </>
  );
}
