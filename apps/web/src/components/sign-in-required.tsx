import { LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { paths } from '../lib/paths.ts';
import { useSession } from '../lib/session.tsx';
import { signInPath, useSignInPath } from '../lib/sign-in-redirect.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { SessionPending } from './session-pending.tsx';

interface SignInRequiredProps {
  /** The page's own heading, kept so visitors know where they are. */
  title: string;
  message?: string;
}

/** What a members-only page shows to a visitor without a token (SPEC.md section 6). */
export function SignInRequired(props: SignInRequiredProps) {
  const { isRestoring } = useSession();
  if (isRestoring) return <SessionPending title={props.title} />;
  return <SignInPrompt {...props} />;
}

function SignInPrompt({ title, message = 'Please log in first.' }: SignInRequiredProps) {
  useDocumentTitle(title);
  const signIn = useSignInPath();
  const { pathname, search } = useLocation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <span className="mb-6 flex size-16 items-center justify-center rounded-full bg-primary/10">
        <LogIn className="size-8 text-primary" aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 text-base-content/80">{message}</p>
      <Link to={signIn} className="btn btn-primary mt-6">
        Log in
      </Link>
      <p className="mt-4 text-sm">
        New here?{' '}
        <Link to={signInPath(`${pathname}${search}`, paths.signUp)} className="link link-primary">
          Create an account
        </Link>
      </p>
    </section>
  );
}
