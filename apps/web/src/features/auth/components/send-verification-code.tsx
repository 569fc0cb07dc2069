import { Send } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { formatClockTime } from '../../../components/store-dates.ts';
import { paths } from '../../../lib/paths.ts';
import { useOneAtATime } from '../../../lib/use-one-at-a-time.ts';
import { useSendVerificationCode, type VerificationType } from '../api/verification.ts';
import { messageOf } from './auth-messages.ts';
import { type CodeEntryState, RESEND_INTERVAL_SECONDS, tooSoonWait } from './code-wait.ts';
import { useCountdown } from './use-countdown.ts';
import { CODE_SENT_MESSAGE, SEND_FAILED_MESSAGE } from './verification-messages.ts';

const REDIRECT_DELAY_MS = 3000;

export function codeEntryPath(type: VerificationType): string {
  return `${paths.enterVerificationCode}?${new URLSearchParams({ type })}`;
}

/**
 * Sends the code, says so with when it went out and when another may, then moves on to the
 * code entry page. When a code went out moments ago (sign-up sends one; the server answers 429
 * with the wait), that code is still valid: the same message, with the time it was sent.
 */
interface SendVerificationCodeProps {
  type: VerificationType;
  /** A second action beside the button, e.g. going straight to the code entry. */
  children?: ReactNode;
}

export function SendVerificationCode({ type, children }: SendVerificationCodeProps) {
  const navigate = useNavigate();
  const sendMutation = useSendVerificationCode();
  const [sentAt, setSentAt] = useState<number | null>(null);
  const { secondsLeft, start } = useCountdown();
  const oneAtATime = useOneAtATime();

  useEffect(() => {
    if (sentAt === null) return;
    const go = () => {
      const resendInSeconds = Math.ceil(
        (sentAt + RESEND_INTERVAL_SECONDS * 1000 - Date.now()) / 1000,
      );
      const state: CodeEntryState = { resendInSeconds };
      navigate(codeEntryPath(type), { state });
    };
    const timer = setTimeout(go, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sentAt, type, navigate]);

  const sent = (waitSeconds: number) => {
    setSentAt(Date.now() - (RESEND_INTERVAL_SECONDS - waitSeconds) * 1000);
    start(waitSeconds);
  };
  const send = () =>
    oneAtATime((done) =>
      sendMutation.mutate(type, {
        onSuccess: () => sent(RESEND_INTERVAL_SECONDS),
        onError: (error) => {
          const wait = tooSoonWait(error);
          if (wait !== null) sent(Math.min(wait, RESEND_INTERVAL_SECONDS));
        },
        onSettled: done,
      }),
    );
  // Once sent, the page moves on to the code entry: the button does nothing meanwhile.
  const idle = !sendMutation.isPending && sentAt === null;

  const failed = sendMutation.isError && sentAt === null;
  return (
    <div className="flex flex-col gap-4">
      {sentAt === null ? null : (
        <div className="flex flex-col gap-1">
          <FormAlert tone="success" message={CODE_SENT_MESSAGE} />
          <p className="text-sm text-base-content/80">
            Sent at <time dateTime={new Date(sentAt).toISOString()}>{formatClockTime(sentAt)}</time>
            .{' '}
            {secondsLeft > 0
              ? `You can ask for a new code in ${secondsLeft} s.`
              : 'You can ask for a new code now.'}
          </p>
        </div>
      )}
      <FormAlert
        tone="error"
        message={failed ? messageOf(sendMutation.error, SEND_FAILED_MESSAGE) : null}
      />
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn btn-primary"
          onClick={unlessBusy(!idle, send)}
          {...busyButtonProps(sendMutation.isPending)}
          aria-disabled={!idle || undefined}
        >
          {sendMutation.isPending ? (
            <span className="loading loading-spinner loading-sm" />
          ) : (
            <Send className="size-5" aria-hidden="true" />
          )}
          Send verification code
        </button>
        {children}
      </div>
    </div>
  );
}
