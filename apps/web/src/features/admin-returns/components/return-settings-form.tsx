import { type ProductType, type ShopSettings, UpdateShopSettingsBodySchema } from '@shop/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { serverMessage } from '../../../lib/error-message.ts';
import { useSaveShopSettings } from '../../admin/api/shop-settings.ts';

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
  const [invalid, setInvalid] = useState<string | null>(null);
  // The saved line takes the focus, so the person who pressed Save hears and sees the outcome.
  const savedLine = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (save.isSuccess) savedLine.current?.focus();
  }, [save.isSuccess]);
  const toggle = (type: ProductType, on: boolean) =>
    setTypes(on ? [...types, type] : types.filter((one) => one !== type));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The contract's own words for a value it refuses (the browser's would name no rule), and
    // an empty box is not a window of 0 days.
    const body = UpdateShopSettingsBodySchema.safeParse({
      supportRefundLimit: settings.supportRefundLimit,
      returnWindowDays: windowDays.trim() === '' ? Number.NaN : Number(windowDays),
      nonReturnableTypes: types,
      returnAddress: address,
    });
    setInvalid(body.success ? null : (body.error.issues[0]?.message ?? null));
    if (body.success) save.mutate(body.data);
  };
  return (
    <form
      noValidate
      className="flex max-w-xl flex-col gap-4"
      onSubmit={unlessBusy(save.isPending, submit)}
    >
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
        message={
          invalid ?? (save.error ? serverMessage(save.error, 'The settings were not saved.') : null)
        }
      />
      {save.isSuccess && !invalid ? (
        <div ref={savedLine} tabIndex={-1} className="outline-offset-2">
          <FormAlert tone="success" message="Return settings saved." />
        </div>
      ) : null}
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
