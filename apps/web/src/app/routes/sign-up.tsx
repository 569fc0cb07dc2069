import { Link, useNavigate } from 'react-router';
import { ACCOUNT_CREATED_NOTICE } from '../../features/auth/components/auth-messages.ts';
import { AuthPage } from '../../features/auth/components/auth-page.tsx';
import { GoogleSignIn } from '../../features/auth/components/google-sign-in.tsx';
import { SignUpForm } from '../../features/auth/components/sign-up-form.tsx';
import { HOME_BELOW } from '../../features/auth/components/use-back-goes-home.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.tsx';

export default function SignUpPage() {
  const { setToken } = useSession();
  const navigate = useNavigate();

  return (
    <AuthPage
      title="Sign up"
      intro="Create your account to order, save your shipping details and get filter reminders."
      footer={
        <>
          Already have an account?{' '}
          <Link
            to={paths.signIn}
            replace
            state={HOME_BELOW}
            className="link link-primary font-medium"
          >
            Sign in
          </Link>
        </>
      }
    >
      <SignUpForm
        onSignedUp={() =>
          navigate(paths.signIn, {
            replace: true,
            state: { ...HOME_BELOW, notice: ACCOUNT_CREATED_NOTICE },
          })
        }
      />
      <GoogleSignIn
        onSignedIn={(token) => {
          setToken(token);
          navigate(paths.home, { replace: true });
        }}
      />
    </AuthPage>
  );
}
