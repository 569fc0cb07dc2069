import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { SignInRequired } from '../../components/sign-in-required.tsx';
import { useProduct } from '../../features/products/api/get-product.ts';
import { TrackerDashboard } from '../../features/tracker/components/tracker-dashboard.tsx';
import type { TrackerTarget } from '../../features/tracker/model/tracker-target.ts';
import { TRACK_PRODUCT_PARAM } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const HEADING = 'My Products';

/** The product named by 'I have this product' (`?product=<id>`), once it has loaded. */
function useProductToTrack(enabled: boolean): TrackerTarget | null {
  const id = useSearchParams()[0].get(TRACK_PRODUCT_PARAM);
  const { data } = useProduct(enabled && id ? id : undefined);
  return useMemo(
    () => (data ? { productId: data._id, name: data.name, imageUrl: data.imageUrl } : null),
    [data],
  );
}

export default function DashboardPage() {
  useDocumentTitle(HEADING);
  const { isSignedIn } = useSession();
  const productToTrack = useProductToTrack(isSignedIn);
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
      <TrackerDashboard productToTrack={productToTrack} />
    </div>
  );
}
