import { useEffect, useRef, useState } from 'react';
import { askForStepUpWith } from '../../../lib/api-client.ts';
import { StepUpDialog } from './step-up-dialog.tsx';

/**
 * Answers the API client's STEP_UP_REQUIRED with the dialog: the call that was refused waits,
 * and is sent again once the person confirms (or fails as before if they cancel).
 */
export function StepUpHost() {
  const [message, setMessage] = useState<string | null>(null);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);

  useEffect(() => {
    askForStepUpWith(
      (asked) =>
        new Promise<boolean>((resolve) => {
          settle.current?.(false);
          settle.current = resolve;
          setMessage(asked);
        }),
    );
    return () => {
      askForStepUpWith(null);
      settle.current?.(false);
    };
  }, []);

  const finish = (confirmed: boolean) => {
    settle.current?.(confirmed);
    settle.current = null;
    setMessage(null);
  };
  return (
    <StepUpDialog
      message={message}
      onConfirmed={() => finish(true)}
      onCancel={() => finish(false)}
    />
  );
}
