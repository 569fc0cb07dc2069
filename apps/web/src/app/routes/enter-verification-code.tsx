import type { User } from '@shop/contract';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form-alert.tsx';
import { SignInRequired } from '../../components/sign-in-required.tsx';
import { isVerificationType } from '../../features/auth/api/verification.ts';
import { resendWaitOf } from '../../features/auth/components/code-wait.ts';
import { ResendCodeButton } from '../../features/auth/components/resend-code-button.tsx';
import { VerificationCard } from '../../features/auth/components/verification-card.tsx';
import { MISSING_TYPE_MESSAGE } from '../../features/auth/components/verification-messages.ts';
import { VerifyCodeForm } from '../../features/auth/components/verify-code-form.tsx';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.tsx';

const TITLE = 'Enter Verification Code';
const REDIRECT_DELAY_MS = 2000;

export default function EnterVerificationCodePage() {
  const { isSignedIn, setUser } = useSession();
  const navigate = useNavigate();
  const type = useSearchParams()[0].get('type');
  const resendWait = resendWaitOf(useLocation().state);
  const [verified, setVerified] = useState(false);

  // DESIGN.md deviation 2: the spec's /profile does not exist; /account is the profile.
  useEffect(() => {
    if (!verified) return;
    const timer = setTimeout(() => navigate(paths.account), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [verified, navigate]);

  if (!isSignedIn) return <SignInRequired title={TITLE} message="Please log in first." />;

  if (!isVerificationType(type)) {
    return (
      <VerificationCard title={TITLE}>
        <FormAlert tone="error" message={MISSING_TYPE_MESSAGE} />
        <Link to={paths.sendVerificationEmail} className="btn btn-primary self-start">
          Start again
        </Link>
      </VerificationCard>
    );
  }

  const onVerified = (user: User) => {
    setUser(user);
    setVerified(true);
  };

  return (
    <VerificationCard title={TITLE}>
      <p className="text-base-content/80">
        Type the 6-digit code we sent you {type === 'email' ? 'by e-mail' : 'by SMS'}.
      </p>
      <VerifyCodeForm type={type} onVerified={onVerified} />
      {verified ? null : <ResendCodeButton type={type} waitSeconds={resendWait} />}
    </VerificationCard>
  );
}
