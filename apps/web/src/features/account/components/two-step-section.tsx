import type { TotpSetupResponse } from '@shop/contract';
import { type FormEvent, type ReactNode, useState } from 'react';
import { busyButtonProps } from '../../../components/busy-button.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { useTotpConfirm, useTotpSetup, useTotpStatus } from '../api/two-step.ts';

/** "ABCD EFGH …": easier to type into an app than one long run of letters. */
const inGroupsOfFour = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="flex flex-col gap-2">
      <FormAlert
        tone="success"
        message="Two-step sign-in is on. Save these recovery codes somewhere safe now: each works once if you lose your phone, and they are not shown again."
      />
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-1 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}

function ConfirmSetup({ setup }: { setup: TotpSetupResponse }) {
  const [code, setCode] = useState('');
  const confirm = useTotpConfirm();
  if (confirm.data) return <RecoveryCodes codes={confirm.data.recoveryCodes} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirm.isPending) confirm.mutate(code.trim());
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <p className="text-sm">
        In your authenticator app, add an account with this key:{' '}
        <strong className="font-mono">{inGroupsOfFour(setup.secret)}</strong>
      </p>
      <p className="break-all text-xs text-base-content/70">Setup link: {setup.otpauthUrl}</p>
      <FormField label="Authentication code" hint="The 6-digit code the app now shows.">
        <input
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </FormField>
      <FormAlert tone="error" message={confirm.error?.message} />
      <button
        type="submit"
        className="btn btn-primary self-start"
        {...busyButtonProps(confirm.isPending)}
      >
        Turn on
      </button>
    </form>
  );
}

/** The account page's "Two-step sign-in" section: set up an authenticator app (decision 069). */
export function TwoStepSection() {
  const status = useTotpStatus();
  const setup = useTotpSetup();

  let body: ReactNode;
  if (setup.data) body = <ConfirmSetup setup={setup.data} />;
  else if (status.data?.enabled)
    body = (
      <p className="text-sm">
        Two-step sign-in is on. {status.data.recoveryCodesLeft} recovery codes left.
      </p>
    );
  else
    body = (
      <div className="flex flex-col gap-3">
        <p className="text-sm">
          Ask for a code from an authenticator app after your password, so a stolen password alone
          cannot open your account.
        </p>
        {status.data?.requiredForBackOffice ? (
          <FormAlert tone="info" message="Turn on two-step sign-in to open the back office." />
        ) : null}
        <FormAlert tone="error" message={setup.error?.message ?? status.error?.message} />
        <button
          type="button"
          className="btn btn-outline self-start"
          {...busyButtonProps(setup.isPending)}
          onClick={() => {
            if (!setup.isPending) setup.mutate();
          }}
        >
          Set up two-step sign-in
        </button>
      </div>
    );

  return (
    <section
      aria-labelledby="two-step-heading"
      className="mt-6 rounded-box border border-base-300 bg-base-100 p-6"
    >
      <h2 id="two-step-heading" className="mb-3 text-xl font-semibold">
        Two-step sign-in
      </h2>
      {body}
    </section>
  );
}
