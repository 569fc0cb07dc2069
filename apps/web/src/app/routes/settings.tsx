import { FormAlert } from '../../components/form-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { SignInRequired } from '../../components/sign-in-required.tsx';
import { useHouseData } from '../../features/household/api/house-data.ts';
import { HouseholdForm } from '../../features/household/components/household-form.tsx';
import { useSession } from '../../lib/session.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const HEADING = 'Household & Water Profile';

function HouseholdSettings() {
  const houseData = useHouseData();
  if (houseData.isPending) return <PageLoading label="Loading your settings…" />;
  if (houseData.isError) {
    return (
      <FormAlert tone="error" message={`Error loading settings: ${houseData.error.message}`} />
    );
  }
  return <HouseholdForm houseData={houseData.data} />;
}

export default function SettingsPage() {
  useDocumentTitle('Settings');
  const { isSignedIn } = useSession();
  if (!isSignedIn) return <SignInRequired title={HEADING} message="Please log in first." />;

  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{HEADING}</h1>
      <section className="mt-6 rounded-box border border-base-300 bg-base-100 p-6">
        <p className="mb-5 text-sm text-base-content/80">
          Your household and water tell us how fast your filters wear, so each part's lifespan and
          reminder fit your home.
        </p>
        <HouseholdSettings />
      </section>
    </div>
  );
}
