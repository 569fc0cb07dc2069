import { Link } from 'react-router';
import { SignInRequired } from '../../components/sign-in-required.tsx';
import { PlanList } from '../../features/auto-replace/components/plan-list.tsx';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const HEADING = 'Auto-replace';

/** /account/auto-replace: every plan, its state, next date and amount, card and address. */
export default function AutoReplacePage() {
  useDocumentTitle(HEADING);
  const { isSignedIn } = useSession();
  if (!isSignedIn) {
    return (
      <SignInRequired title={HEADING} message="Please log in to see your auto-replace plans." />
    );
  }
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <Link to={paths.account} className="link link-primary text-sm">
        Account
      </Link>
      <h1 className="mt-1 text-3xl font-bold tracking-tight">{HEADING}</h1>
      <p className="mt-2 mb-8 text-base-content/80">
        Replacements that ship before your parts are due. Skip, move, pause or cancel any of them.
      </p>
      <PlanList />
    </div>
  );
}
