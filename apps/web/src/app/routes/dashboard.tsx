import { SignInRequired } from '../../components/sign-in-required.tsx';
import { TrackerDashboard } from '../../features/tracker/components/tracker-dashboard.tsx';
import { useSession } from '../../lib/session.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const HEADING = 'My Products';

export default function DashboardPage() {
  useDocumentTitle(HEADING);
  const { isSignedIn } = useSession();
  if (!isSignedIn) {
    return (
      <SignInRequired title={HEADING} message="Please log in to see and track your products." />
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{HEADING}</h1>
      <p className="mt-2 mb-8 text-base-content/80">
        Register the filters and systems you own and we will tell you when each part is due.
      </p>
      <TrackerDashboard />
    </div>
  );
}
