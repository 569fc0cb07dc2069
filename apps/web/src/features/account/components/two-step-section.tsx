import type { TotpSetupResponse, TotpStatus } from '@shop/contract';
import { Copy, Printer } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { serverMessage } from '../../../lib/error-message.ts';
import {
  useTotpConfirm,
  useTotpDisable,
  useTotpRenewRecoveryCodes,
  useTotpSetup,
  useTotpStatus,
} from '../api/two-step.ts';

/** "ABCD EFGH …": easier to type into an app than one long run of letters. */
const inGroupsOfFour = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

const SAVE_CODES_SENTENCE =
  'Save these recovery codes somewhere safe now: each works once if you lose your phone, and they are not shown again.';

/** The recovery codes, shown once, with a way to keep them (copy or print). */
function RecoveryCodes({ codes, message }: { codes: string[]; message: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(codes.join('\n')).catch(() => undefined);
    setCopied(true);
  };
  return (
    <div className="flex flex-col gap-2">
      <FormAlert tone="success" message={message} />
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-1 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline btn-sm" onClick={copy}>
          <Copy className="size-4" aria-hidden="true" />
          {copied ? 'Copied' : 'Copy codes'}
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden="true" />
          Print codes
        </button>
      </div>
    </div>
  );
}

function ConfirmSetup({ setup }: { setup: TotpSetupResponse }) {
  const [code, setCode] = useState('');
  const confirm = useTotpConfirm();
  if (confirm.data)
    return (
      <RecoveryCodes
        codes={confirm.data.recoveryCodes}
        message={`Two-step sign-in is on. ${SAVE_CODES_SENTENCE}`}
      />
    );

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

const PROVE_IT_HINT = 'The 6-digit code your authenticator app shows now, or a recovery code.';

/** New recovery codes for a current code; the old ones stop working at once. */
function RenewRecoveryCodes({ onCancel }: { onCancel: () => void }) {
  const [code, setCode] = useState('');
  const renew = useTotpRenewRecoveryCodes();
  if (renew.data)
    return (
      <RecoveryCodes
        codes={renew.data.recoveryCodes}
        message={`New recovery codes made; your old ones no longer work. ${SAVE_CODES_SENTENCE}`}
      />
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    renew.mutate(code.trim());
  };
  return (
    <form
      aria-label="New recovery codes"
      onSubmit={unlessBusy(renew.isPending, submit)}
      noValidate
      className="flex flex-col gap-3"
    >
      <p className="text-sm">
        Ten new recovery codes replace the ones you have: the old codes stop working.
      </p>
      <FormField label="Authentication code" hint={PROVE_IT_HINT}>
        <input
          type="text"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </FormField>
      <FormAlert
        tone="error"
        message={renew.error ? serverMessage(renew.error, 'No new codes were made.') : null}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" {...busyButtonProps(renew.isPending)}>
          Make new recovery codes
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** Turns the authenticator app off, for a current code, once confirmed. */
function TurnOff({
  onCancel,
  onRefused,
}: {
  onCancel: () => void;
  onRefused: (message: string) => void;
}) {
  const [code, setCode] = useState('');
  const [asking, setAsking] = useState(false);
  const disable = useTotpDisable();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAsking(true);
  };
  return (
    <form
      aria-label="Turn off two-step sign-in"
      onSubmit={unlessBusy(disable.isPending, submit)}
      noValidate
      className="flex flex-col gap-3"
    >
      <FormField label="Authentication code" hint={PROVE_IT_HINT}>
        <input
          type="text"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </FormField>
      <FormAlert
        tone="error"
        message={
          disable.error
            ? serverMessage(disable.error, 'Two-step sign-in was not turned off.')
            : null
        }
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-error" {...busyButtonProps(disable.isPending)}>
          Turn off
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        title="Turn off two-step sign-in?"
        message="Your password alone will sign in to this account again, and your recovery codes stop working."
        confirmLabel="Turn off two-step sign-in"
        onConfirm={() => {
          setAsking(false);
          if (disable.isPending) return;
          disable.mutate(code.trim(), {
            // A refusal the code cannot fix (staff who must keep it on): not offered again.
            onError: (error) => {
              if (error instanceof ApiError && error.status === 403)
                onRefused(serverMessage(error, 'Two-step sign-in stays on for this account.'));
            },
          });
        }}
        onClose={() => setAsking(false)}
      />
    </form>
  );
}

/** When two-step sign-in is on: the codes left, new recovery codes, and turning it off. */
function TwoStepOn({ status }: { status: TotpStatus }) {
  const [doing, setDoing] = useState<'renew' | 'off' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  let action: ReactNode = null;
  if (doing === 'renew') action = <RenewRecoveryCodes onCancel={() => setDoing(null)} />;
  else if (doing === 'off')
    action = (
      <TurnOff
        onCancel={() => setDoing(null)}
        onRefused={(message) => {
          setDoing(null);
          setRefusal(message);
        }}
      />
    );
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        Two-step sign-in is on. {status.recoveryCodesLeft} recovery codes left.
      </p>
      <FormAlert tone="error" message={refusal} />
      {action ?? (
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-outline" onClick={() => setDoing('renew')}>
            New recovery codes
          </button>
          {refusal ? null : (
            <button type="button" className="btn btn-outline" onClick={() => setDoing('off')}>
              Turn off two-step sign-in
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/** The account page's "Two-step sign-in" section: set up an authenticator app (decision 069). */
export function TwoStepSection() {
  const status = useTotpStatus();
  const setup = useTotpSetup();

  let body: ReactNode;
  if (setup.data) body = <ConfirmSetup setup={setup.data} />;
  else if (status.data?.enabled) body = <TwoStepOn status={status.data} />;
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
