import { FormAlert } from '../../../components/form-alert.tsx';
import { useSendVerificationCode, type VerificationType } from '../api/verification.ts';
import { messageOf } from './auth-messages.ts';
import { CODE_SENT_MESSAGE, SEND_FAILED_MESSAGE } from './verification-messages.ts';

export function ResendCodeButton({ type }: { type: VerificationType }) {
  const sendMutation = useSendVerificationCode();
  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        className="link link-primary self-start text-sm"
        onClick={() => sendMutation.mutate(type)}
        disabled={sendMutation.isPending}
      >
        Resend code
      </button>
      <FormAlert tone="success" message={sendMutation.isSuccess ? CODE_SENT_MESSAGE : null} />
      <FormAlert
        tone="error"
        message={sendMutation.isError ? messageOf(sendMutation.error, SEND_FAILED_MESSAGE) : null}
      />
    </div>
  );
}
