import { type FormEvent, useState } from 'react';
import { busyButtonProps } from '../../../components/busy-button.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { useMomentDates } from '../../../components/store-dates.ts';
import { passkeyErrorMessage } from '../../../lib/passkey-error.ts';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../api/passkeys.ts';

const DEFAULT_NAME = 'My passkey';

function AddPasskeyForm() {
  const [name, setName] = useState(DEFAULT_NAME);
  const add = useAddPasskey();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Ready for the next device once this one is added.
    if (!add.isPending) add.mutate(name.trim(), { onSuccess: () => setName(DEFAULT_NAME) });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <FormField
        label="Passkey name"
        hint="So you can tell your passkeys apart, like “Work laptop”."
      >
        <input
          type="text"
          maxLength={60}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <FormAlert tone="error" message={add.isError ? passkeyErrorMessage(add.error) : null} />
      <FormAlert tone="success" message={add.isSuccess ? 'Passkey added.' : null} />
      <button
        type="submit"
        className="btn btn-outline self-start"
        {...busyButtonProps(add.isPending)}
      >
        Add a passkey
      </button>
    </form>
  );
}

/** The account page's "Passkeys" section: add, name, list and remove passkeys (decision 079). */
export function PasskeysSection() {
  const passkeys = usePasskeys();
  const remove = useRemovePasskey();
  const list = passkeys.data?.passkeys ?? [];
  const when = useMomentDates().day;

  return (
    <section
      aria-labelledby="passkeys-heading"
      className="mt-6 rounded-box border border-base-300 bg-base-100 p-6"
    >
      <h2 id="passkeys-heading" className="mb-3 text-xl font-semibold">
        Passkeys
      </h2>
      <p className="mb-4 text-sm">
        Sign in with your phone’s or computer’s fingerprint, face or PIN instead of a password. For
        staff, a passkey is also the second step of a sign-in.
      </p>
      {list.length > 0 ? (
        <ul aria-label="Your passkeys" className="mb-4 flex flex-col divide-y divide-base-300">
          {list.map((passkey) => (
            <li key={passkey._id} className="flex flex-wrap items-center gap-3 py-2">
              <span className="font-medium">{passkey.name}</span>
              <span className="text-sm text-base-content/70">
                Added {when(passkey.createdAt)}
                {passkey.lastUsedAt ? `, last used ${when(passkey.lastUsedAt)}` : ', not used yet'}
              </span>
              <button
                type="button"
                className="btn btn-ghost btn-sm ml-auto"
                aria-label={`Remove passkey ${passkey.name}`}
                {...busyButtonProps(remove.isPending)}
                onClick={() => {
                  if (!remove.isPending) remove.mutate(passkey._id);
                }}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FormAlert tone="error" message={passkeys.error?.message ?? remove.error?.message} />
      <AddPasskeyForm />
    </section>
  );
}
