import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../components/form-alert.tsx';
import { purchaseReason } from '../../features/auth/components/auth-messages.ts';
import { AuthPage } from '../../features/auth/components/auth-page.tsx';
import { GoogleSignIn } from '../../features/auth/components/google-sign-in.tsx';
import { SignUpForm } from '../../features/auth/components/sign-up-form.tsx';
import { HOME_BELOW } from '../../features/auth/components/use-back-goes-home.ts';
import { useSession } from '../../lib/session.tsx';
import { signInPath, useRedirectTarget } from '../../lib/sign-in-redirect.ts';

export default function SignUpPage() {
  const { setToken } = useSession();
  const navigate = useNavigate();
  const { target, returnTo } = useRedirectTarget();
  // Signed in at once, as after a login, and back to the page that asked (decision 012).
  const finishSignIn = (token: string) => {
    setToken(token);
    navigate(target, { replace: true });
  };

  return (
    <AuthPage
      title="Sign up"
      intro="Create your account to order, save your shipping details and get filter reminders."
      footer={
        <>
          Already have an account?{' '}
          <Link
            to={signInPath(returnTo)}
            replace
            state={HOME_BELOW}
            className="link link-primary font-medium"
          >
            Sign in
          </Link>
        </>
      }
    >
      <FormAlert tone="info" message={purchaseReason(returnTo, 'Sign up')} />
      <SignUpForm onSignedUp={finishSignIn} />
      <GoogleSignIn onSignedIn={finishSignIn} />
    </AuthPage>
  );
}
