import type { ProductType, ShopSettings } from '@shop/contract';
import { type FormEvent, useState } from 'react';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { serverMessage } from '../../../lib/error-message.ts';
import { useSaveShopSettings } from '../api/return-settings.ts';

const TYPES: { value: ProductType; label: string }[] = [
  { value: 'part', label: 'Replacement parts and cartridges' },
  { value: 'filter', label: 'Filtration systems' },
  { value: 'none', label: 'Other products (test kits, accessories)' },
];

/** The owner's return rules: the window, the types not taken back once opened, the address. */
export function ReturnSettingsForm({ settings }: { settings: ShopSettings }) {
  const save = useSaveShopSettings();
  const [windowDays, setWindowDays] = useState(String(settings.returnWindowDays));
  const [types, setTypes] = useState<ProductType[]>(settings.nonReturnableTypes);
  const [address, setAddress] = useState(settings.returnAddress);
  const toggle = (type: ProductType, on: boolean) =>
    setTypes(on ? [...types, type] : types.filter((one) => one !== type));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      supportRefundLimit: settings.supportRefundLimit,
      returnWindowDays: Number(windowDays),
      nonReturnableTypes: types,
      returnAddress: address,
    });
  };
  return (
    <form className="flex max-w-xl flex-col gap-4" onSubmit={unlessBusy(save.isPending, submit)}>
      <FormField label="Return window (days after delivery)">
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={365}
          value={windowDays}
          onChange={(event) => setWindowDays(event.target.value)}
        />
      </FormField>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Not returnable once opened (hygiene)</legend>
        {TYPES.map((type) => (
          <label key={type.value} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="checkbox checkbox-sm"
              checked={types.includes(type.value)}
              onChange={(event) => toggle(type.value, event.target.checked)}
            />
            {type.label}
          </label>
        ))}
      </fieldset>
      <FormField
        label="Return address"
        hint="Empty: the address set for the shop (SHOP_RETURN_ADDRESS)."
      >
        <textarea rows={3} value={address} onChange={(event) => setAddress(event.target.value)} />
      </FormField>
      <FormAlert
        tone="error"
        message={save.error ? serverMessage(save.error, 'The settings were not saved.') : null}
      />
      <FormAlert tone="success" message={save.isSuccess ? 'Return settings saved.' : null} />
      <button
        type="submit"
        className="btn btn-primary self-start"
        {...busyButtonProps(save.isPending)}
      >
        Save return settings
      </button>
    </form>
  );
}
