import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormAlert } from '../../components/form-alert.tsx';
import { purchaseReason, readNotice } from '../../features/auth/components/auth-messages.ts';
import { AuthPage } from '../../features/auth/components/auth-page.tsx';
import { GoogleSignIn } from '../../features/auth/components/google-sign-in.tsx';
import { PasskeySignInButton } from '../../features/auth/components/passkey-sign-in-button.tsx';
import { SecondFactorForm } from '../../features/auth/components/second-factor-form.tsx';
import { SignInForm } from '../../features/auth/components/sign-in-form.tsx';
import { HOME_BELOW } from '../../features/auth/components/use-back-goes-home.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.tsx';
import { signInPath, useRedirectTarget } from '../../lib/sign-in-redirect.ts';

export default function SignInPage() {
  const { setToken } = useSession();
  const navigate = useNavigate();
  const notice = readNotice(useLocation().state);
  const { target, returnTo } = useRedirectTarget();
  const [pending, setPending] = useState<{ challenge: string; methods: string[] } | null>(null);
  const challenge = pending?.challenge ?? null;
  const setChallenge = (next: string, methods: string[] = ['totp', 'recovery_code']) =>
    setPending({ challenge: next, methods });

  const finishSignIn = (token: string) => {
    setToken(token);
    navigate(target, { replace: true });
  };

  if (challenge) {
    const withPasskey = pending?.methods.includes('passkey');
    const withCode = pending?.methods.includes('totp');
    return (
      <AuthPage
        title="Two-step sign-in"
        intro={
          withCode
            ? 'Enter the code from your authenticator app, or one of your recovery codes.'
            : 'Confirm it is you with your passkey.'
        }
      >
        {withPasskey ? (
          <PasskeySignInButton
            challenge={challenge}
            label="Use your passkey"
            onSignedIn={finishSignIn}
          />
        ) : null}
        {withCode ? <SecondFactorForm challenge={challenge} onSignedIn={finishSignIn} /> : null}
      </AuthPage>
    );
  }

  return (
    <AuthPage
      title="Sign in"
      intro="Use the e-mail address or phone number you signed up with."
      footer={
        <>
          New to ClearSpring?{' '}
          <Link
            to={signInPath(returnTo, paths.signUp)}
            replace
            state={HOME_BELOW}
            className="link link-primary font-medium"
          >
            Create an account
          </Link>
        </>
      }
    >
      <FormAlert tone="info" message={purchaseReason(returnTo, 'Sign in')} />
      <FormAlert tone="success" message={notice} />
      <SignInForm onSignedIn={finishSignIn} onSecondFactor={setChallenge} />
      <Link
        to={paths.forgotPassword}
        replace
        state={HOME_BELOW}
        className="link link-primary self-start text-sm"
      >
        Forgot your password?
      </Link>
      <PasskeySignInButton label="Use a passkey instead" onSignedIn={finishSignIn} />
      <GoogleSignIn onSignedIn={finishSignIn} onSecondFactor={setChallenge} />
    </AuthPage>
  );
}
