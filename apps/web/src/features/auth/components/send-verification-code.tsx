import { Send } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSendVerificationCode, type VerificationType } from '../api/verification.ts';
import { messageOf } from './auth-messages.ts';
import { type CodeEntryState, RESEND_INTERVAL_SECONDS, tooSoonWait } from './code-wait.ts';
import {
  CODE_RECENTLY_SENT_MESSAGE,
  CODE_SENT_MESSAGE,
  SEND_FAILED_MESSAGE,
} from './verification-messages.ts';

const REDIRECT_DELAY_MS = 1500;

export function codeEntryPath(type: VerificationType): string {
  return `${paths.enterVerificationCode}?${new URLSearchParams({ type })}`;
}

/**
 * Sends the code, says so, then moves on to the code entry page. When a code went out moments
 * ago (sign-up sends one; the server answers 429), it says so and moves on all the same.
 */
interface SendVerificationCodeProps {
  type: VerificationType;
  /** A second action beside the button, e.g. going straight to the code entry. */
  children?: ReactNode;
}

export function SendVerificationCode({ type, children }: SendVerificationCodeProps) {
  const navigate = useNavigate();
  const sendMutation = useSendVerificationCode();
  const [sent, setSent] = useState<{ recently: boolean; state: CodeEntryState } | null>(null);

  useEffect(() => {
    if (!sent) return;
    const go = () => navigate(codeEntryPath(type), { state: sent.state });
    const timer = setTimeout(go, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sent, type, navigate]);

  const send = () =>
    sendMutation.mutate(type, {
      onSuccess: () =>
        setSent({ recently: false, state: { resendInSeconds: RESEND_INTERVAL_SECONDS } }),
      onError: (error) => {
        const wait = tooSoonWait(error);
        if (wait !== null) setSent({ recently: true, state: { resendInSeconds: wait } });
      },
    });

  const failed = sendMutation.isError && !sent;
  return (
    <div className="flex flex-col gap-4">
      <FormAlert tone="success" message={sent && !sent.recently ? CODE_SENT_MESSAGE : null} />
      <FormAlert tone="info" message={sent?.recently ? CODE_RECENTLY_SENT_MESSAGE : null} />
      <FormAlert
        tone="error"
        message={failed ? messageOf(sendMutation.error, SEND_FAILED_MESSAGE) : null}
      />
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn btn-primary"
          onClick={send}
          disabled={sendMutation.isPending || Boolean(sent)}
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
