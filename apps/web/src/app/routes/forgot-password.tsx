import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../components/form-alert.tsx';
import {
  PASSWORD_RESET_NOTICE,
  RESET_CODE_SENT_MESSAGE,
} from '../../features/auth/components/auth-messages.ts';
import { AuthPage } from '../../features/auth/components/auth-page.tsx';
import { RequestResetForm } from '../../features/auth/components/request-reset-form.tsx';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';
import { HOME_BELOW } from '../../features/auth/components/use-back-goes-home.ts';
import { paths } from '../../lib/paths.ts';

/** DESIGN.md deviation 8: a reset by a code sent by e-mail or SMS. */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [credential, setCredential] = useState<string | null>(null);

  return (
    <AuthPage
      title="Reset your password"
      intro={
        credential
          ? `Enter the code we sent to ${credential} and choose a new password.`
          : 'Enter the e-mail address or phone number of your account and we will send you a 6-digit reset code.'
      }
      footer={
        <Link
          to={paths.signIn}
          replace
          state={HOME_BELOW}
          className="link link-primary font-medium"
        >
          Back to sign in
        </Link>
      }
    >
      {credential ? (
        <>
          <FormAlert tone="success" message={RESET_CODE_SENT_MESSAGE} />
          <ResetPasswordForm
            credential={credential}
            onPasswordReset={() =>
              navigate(paths.signIn, {
                replace: true,
                state: { ...HOME_BELOW, notice: PASSWORD_RESET_NOTICE },
              })
            }
          />
          <button
            type="button"
            className="link link-primary self-start text-sm"
            onClick={() => setCredential(null)}
          >
            Send a new code
          </button>
        </>
      ) : (
        <RequestResetForm onCodeSent={setCredential} />
      )}
    </AuthPage>
  );
}
