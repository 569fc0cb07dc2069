import { type ShopSettings, UpdateShopSettingsBodySchema } from '@shop/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { serverMessage } from '../../../lib/error-message.ts';
import { useSaveShopSettings } from '../../admin/api/shop-settings.ts';

/** The owner's review setting: days after delivery before the review request e-mail. */
export function ReviewSettingsForm({ settings }: { settings: ShopSettings }) {
  const save = useSaveShopSettings();
  const [days, setDays] = useState(String(settings.reviewRequestDays));
  const [invalid, setInvalid] = useState<string | null>(null);
  // The saved line takes the focus, so the person who pressed Save hears and sees the outcome.
  const savedLine = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (save.isSuccess) savedLine.current?.focus();
  }, [save.isSuccess]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The contract's own words for a value it refuses; an empty box is not 0 days.
    const body = UpdateShopSettingsBodySchema.safeParse({
      supportRefundLimit: settings.supportRefundLimit,
      reviewRequestDays: days.trim() === '' ? Number.NaN : Number(days),
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
      <FormField
        label="Review request e-mail (days after delivery)"
        hint="How long after delivery the buyer is asked to review what they bought."
      >
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={365}
          value={days}
          onChange={(event) => setDays(event.target.value)}
        />
      </FormField>
      <FormAlert
        tone="error"
        message={
          invalid ?? (save.error ? serverMessage(save.error, 'The settings were not saved.') : null)
        }
      />
      {save.isSuccess && !invalid ? (
        <div ref={savedLine} tabIndex={-1} className="outline-offset-2">
          <FormAlert tone="success" message="Review settings saved." />
        </div>
      ) : null}
      <button
        type="submit"
        className="btn btn-primary self-start"
        {...busyButtonProps(save.isPending)}
      >
        Save review settings
      </button>
    </form>
  );
}
