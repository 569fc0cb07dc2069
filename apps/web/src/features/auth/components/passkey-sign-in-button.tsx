import { KeyRound } from 'lucide-react';
import { busyButtonProps } from '../../../components/busy-button.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { passkeyErrorMessage } from '../../../lib/passkey-error.ts';
import { usePasskeyLogin } from '../api/passkey-login.ts';

interface PasskeySignInButtonProps {
  /** A password sign-in's challenge this passkey completes; none for a passkey sign-in alone. */
  challenge?: string;
  label: string;
  onSignedIn: (token: string) => void;
}

/** "Use a passkey instead" (of the password): the browser offers the passkey, the shop checks it. */
export function PasskeySignInButton({ challenge, label, onSignedIn }: PasskeySignInButtonProps) {
  const login = usePasskeyLogin();
  const press = async () => {
    if (login.isPending) return;
    login.reset();
    try {
      onSignedIn((await login.mutateAsync(challenge)).token);
    } catch {
      // The mutation keeps the error; the alert below shows it.
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        className="btn btn-outline"
        {...busyButtonProps(login.isPending)}
        onClick={press}
      >
        <KeyRound className="size-5" aria-hidden="true" />
        {label}
      </button>
      <FormAlert tone="error" message={login.isError ? passkeyErrorMessage(login.error) : null} />
    </div>
  );
}
