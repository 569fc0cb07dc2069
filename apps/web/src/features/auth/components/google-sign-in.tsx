import { isSecondFactorChallenge } from '@shop/contract';
import { useEffect, useRef, useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { signInWithGoogle, useAuthConfig } from '../api/google-auth.ts';
import { loadGoogleIdentity } from './google-identity.ts';

const GOOGLE_FAILED = 'Google Login process failed. Please try again.';
const BACKEND_FAILED = 'Failed to authenticate with backend.';
const MISSING_DATA = 'Backend response was successful but did not contain expected data.';

function backendFailureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message || BACKEND_FAILED;
  return BACKEND_FAILED;
}

/** Google's button, shown only when the server has a Google client id (DESIGN.md section 2). */
interface GoogleSignInProps {
  onSignedIn: (token: string) => void;
  /** Google confirmed the account, which asks for a second factor. */
  onSecondFactor?: (challenge: string, methods: string[]) => void;
}

export function GoogleSignIn({ onSignedIn, onSecondFactor }: GoogleSignInProps) {
  const config = useAuthConfig();
  const clientId = config.data?.googleClientId ?? null;
  const buttonRef = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const signedInRef = useRef(onSignedIn);
  signedInRef.current = onSignedIn;
  const secondFactorRef = useRef(onSecondFactor);
  secondFactorRef.current = onSecondFactor;

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        const parent = buttonRef.current;
        if (cancelled || !parent) return;
        google.initialize({
          client_id: clientId,
          callback: async ({ credential }) => {
            if (!credential) return setError(GOOGLE_FAILED);
            try {
              const answer = await signInWithGoogle({ token: credential });
              if (!answer) return setError(MISSING_DATA);
              if (!isSecondFactorChallenge(answer)) return signedInRef.current(answer.token);
              if (secondFactorRef.current)
                return secondFactorRef.current(answer.challenge, answer.methods);
              setError(MISSING_DATA);
            } catch (failure) {
              setError(backendFailureMessage(failure));
            }
          },
        });
        google.renderButton(parent, { theme: 'outline', size: 'large', width: 320 });
      })
      .catch(() => setError(GOOGLE_FAILED));
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  if (!clientId) return null;
  return (
    <div className="flex flex-col items-center gap-3">
      <div className="divider my-0 text-xs text-base-content/70">or</div>
      <div ref={buttonRef} className="flex min-h-11 justify-center" />
      <FormAlert tone="error" message={error} />
    </div>
  );
}
