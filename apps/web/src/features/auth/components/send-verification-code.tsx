import { Send } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSendVerificationCode, type VerificationType } from '../api/verification.ts';
import { messageOf } from './auth-messages.ts';
import { CODE_SENT_MESSAGE, SEND_FAILED_MESSAGE } from './verification-messages.ts';

const REDIRECT_DELAY_MS = 1500;

export function codeEntryPath(type: VerificationType): string {
  return `${paths.enterVerificationCode}?${new URLSearchParams({ type })}`;
}

/** Sends the code, says so, then moves on to the code entry page. */
interface SendVerificationCodeProps {
  type: VerificationType;
  /** A second action beside the button, e.g. going straight to the code entry. */
  children?: ReactNode;
}

export function SendVerificationCode({ type, children }: SendVerificationCodeProps) {
  const navigate = useNavigate();
  const sendMutation = useSendVerificationCode();
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => navigate(codeEntryPath(type)), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sent, type, navigate]);

  const send = () =>
    sendMutation.mutate(type, {
      onSuccess: () => setSent(true),
    });

  return (
    <div className="flex flex-col gap-4">
      <FormAlert tone="success" message={sent ? CODE_SENT_MESSAGE : null} />
      <FormAlert
        tone="error"
        message={sendMutation.isError ? messageOf(sendMutation.error, SEND_FAILED_MESSAGE) : null}
      />
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn btn-primary"
          onClick={send}
          disabled={sendMutation.isPending || sent}
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
