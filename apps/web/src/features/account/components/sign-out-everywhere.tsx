import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useSignOutEverywhere } from '../api/sign-out-everywhere.ts';

/**
 * Ends the account's sessions on every phone and computer (a lost phone, a shared computer left
 * signed in), this one too; `onDone` then logs this browser out.
 */
export function SignOutEverywhere({ onDone }: { onDone: () => void }) {
  const [asking, setAsking] = useState(false);
  const signOut = useSignOutEverywhere();
  return (
    <>
      <button
        type="button"
        className="btn btn-outline self-start"
        aria-disabled={signOut.isPending}
        onClick={() => setAsking(true)}
      >
        <MonitorSmartphone className="size-5" aria-hidden="true" />
        Log out on every device
      </button>
      <FormAlert tone="error" message={signOut.error?.message} />
      <ConfirmDialog
        open={asking}
        title="Log out on every device?"
        message="Every phone and computer signed in to this account will need to log in again, this one too."
        confirmLabel="Log out everywhere"
        onConfirm={() => {
          setAsking(false);
          if (!signOut.isPending) signOut.mutate(undefined, { onSuccess: onDone });
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
