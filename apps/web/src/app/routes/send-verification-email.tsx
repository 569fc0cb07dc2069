import { Link } from 'react-router';
import { FormAlert } from '../../components/form-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { SessionPending } from '../../components/session-pending.tsx';
import {
  codeEntryPath,
  SendVerificationCode,
} from '../../features/auth/components/send-verification-code.tsx';
import { VerificationCard } from '../../features/auth/components/verification-card.tsx';
import { LOGIN_REQUIRED_MESSAGE } from '../../features/auth/components/verification-messages.ts';
import { paths } from '../../lib/paths.ts';
import { pendingVerification, useSession } from '../../lib/session.tsx';
import { useSignInPath } from '../../lib/sign-in-redirect.ts';

const TITLE = 'Send Verification Email';

export default function SendVerificationEmailPage() {
  const { isSignedIn, isRestoring, user } = useSession();
  const signIn = useSignInPath();

  if (isRestoring) return <SessionPending title={TITLE} />;
  if (!isSignedIn) {
    return (
      <VerificationCard title={TITLE}>
        <FormAlert tone="error" message={LOGIN_REQUIRED_MESSAGE} />
        <Link to={signIn} className="btn btn-primary self-start">
          Log in
        </Link>
      </VerificationCard>
    );
  }
  if (!user) return <PageLoading label="Loading your account…" />;

  const type = pendingVerification(user);
  if (!type) {
    return (
      <VerificationCard title={TITLE}>
        <p>Your account is already verified. Thank you!</p>
        <Link to={paths.account} className="btn btn-primary self-start">
          Go to your account
        </Link>
      </VerificationCard>
    );
  }

  const destination = type === 'email' ? user.email : user.phoneNumber;
  return (
    <VerificationCard title={TITLE}>
      <p className="text-base-content/80">
        When you signed up we sent a 6-digit code {type === 'email' ? 'by e-mail' : 'by SMS'} to{' '}
        <strong className="break-all">{destination}</strong>. Enter it to confirm the{' '}
        {type === 'email' ? 'address' : 'number'} is yours, so order updates and filter reminders
        reach you. Codes are valid for 10 minutes; you can ask for a new one below.
      </p>
      <SendVerificationCode type={type}>
        <Link to={codeEntryPath(type)} className="btn btn-outline btn-primary">
          I already have a code
        </Link>
      </SendVerificationCode>
    </VerificationCard>
  );
}
