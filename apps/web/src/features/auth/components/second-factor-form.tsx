import { type FormEvent, useState } from 'react';
import { busyButtonProps } from '../../../components/busy-button.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { useSecondFactorLogin } from '../api/second-factor-login.ts';
import { messageOf } from './auth-messages.ts';

interface SecondFactorFormProps {
  challenge: string;
  onSignedIn: (token: string) => void;
}

/** The second step of a sign-in: a code from the authenticator app, or a recovery code. */
export function SecondFactorForm({ challenge, onSignedIn }: SecondFactorFormProps) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const completion = useSecondFactorLogin();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (completion.isPending) return;
    setMissing(code.trim() === '');
    if (code.trim() === '') return;
    completion.reset();
    try {
      onSignedIn((await completion.mutateAsync({ challenge, code })).token);
    } catch {
      // The mutation keeps the error; the alert below shows it.
    }
  };

  const message = missing
    ? 'Please enter the code.'
    : completion.isError
      ? messageOf(completion.error, 'That code is not right. Please try again.')
      : null;

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
      {useRecovery ? (
        <FormField label="Recovery code" invalid={Boolean(message)}>
          <input
            type="text"
            autoComplete="off"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </FormField>
      ) : (
        <FormField
          label="Authentication code"
          hint="The 6-digit code your authenticator app shows for this shop."
          invalid={Boolean(message)}
        >
          <input
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </FormField>
      )}
      <FormAlert tone="error" message={message} />
      <button type="submit" className="btn btn-primary" {...busyButtonProps(completion.isPending)}>
        Verify
      </button>
      <button
        type="button"
        className="link link-primary self-start text-sm"
        onClick={() => {
          setUseRecovery(!useRecovery);
          setCode('');
        }}
      >
        {useRecovery ? 'Use your authenticator app' : 'Use a recovery code'}
      </button>
    </form>
  );
}
