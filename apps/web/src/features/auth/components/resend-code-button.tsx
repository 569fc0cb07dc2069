import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useOneAtATime } from '../../../lib/use-one-at-a-time.ts';
import { useSendVerificationCode, type VerificationType } from '../api/verification.ts';
import { messageOf } from './auth-messages.ts';
import { RESEND_INTERVAL_SECONDS, tooSoonWait } from './code-wait.ts';
import { useCountdown } from './use-countdown.ts';
import { CODE_SENT_MESSAGE, SEND_FAILED_MESSAGE } from './verification-messages.ts';

interface ResendCodeButtonProps {
  type: VerificationType;
  /** Seconds before the server takes another request (a code went out moments ago). */
  waitSeconds?: number;
}

/** "Resend code", offered once the server's one-code-a-minute wait has visibly counted down. */
export function ResendCodeButton({ type, waitSeconds = 0 }: ResendCodeButtonProps) {
  const sendMutation = useSendVerificationCode();
  const { secondsLeft, start } = useCountdown(waitSeconds);
  const oneAtATime = useOneAtATime();
  const resend = () =>
    oneAtATime((done) =>
      sendMutation.mutate(type, {
        onSuccess: () => start(RESEND_INTERVAL_SECONDS),
        onError: (error) => {
          const wait = tooSoonWait(error);
          if (wait !== null) start(wait);
        },
        onSettled: done,
      }),
    );
  const waiting = secondsLeft > 0;
  const idle = !sendMutation.isPending && !waiting;
  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        className="link link-primary self-start text-sm"
        onClick={unlessBusy(!idle, resend)}
        {...busyButtonProps(sendMutation.isPending)}
        aria-disabled={!idle || undefined}
      >
        {waiting ? `Resend code in ${secondsLeft} s` : 'Resend code'}
      </button>
      <FormAlert tone="success" message={sendMutation.isSuccess ? CODE_SENT_MESSAGE : null} />
      <FormAlert
        tone="error"
        message={sendMutation.isError ? messageOf(sendMutation.error, SEND_FAILED_MESSAGE) : null}
      />
    </div>
  );
}
