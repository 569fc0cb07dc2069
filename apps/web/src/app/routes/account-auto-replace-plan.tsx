import { Link, useParams, useSearchParams } from 'react-router';
import { SignInRequired } from '../../components/sign-in-required.tsx';
import { PlanDetails } from '../../features/auto-replace/components/plan-details.tsx';
import { PLAN_CHANGE_PARAM, paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const HEADING = 'Auto-replace plan';

/** /account/auto-replace/:id: one plan and its actions. */
export default function AutoReplacePlanPage() {
  useDocumentTitle(HEADING);
  const { id = '' } = useParams();
  // A return of a wrong part links here with the product swap open (issue 42).
  const [search] = useSearchParams();
  const { isSignedIn } = useSession();
  if (!isSignedIn) {
    return <SignInRequired title={HEADING} message="Please log in to manage your plan." />;
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link to={paths.autoReplace} className="link link-primary text-sm">
        All auto-replace plans
      </Link>
      <div className="mt-2">
        <PlanDetails id={id} change={search.get(PLAN_CHANGE_PARAM)} />
      </div>
    </div>
  );
}
