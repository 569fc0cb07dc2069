import type { ReactNode } from 'react';
import { useSession } from '../lib/session.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { FormAlert } from './form-alert.tsx';
import { PageLoading } from './page-loading.tsx';
import { SignInRequired } from './sign-in-required.tsx';

export const ADMIN_ACCESS_DENIED = 'Access denied. Admin privileges required.';

/**
 * A back-office page: visitors are asked to log in, customers are refused, admins see it. The
 * server refuses the calls too; this only spares customers a page of errors.
 */
export function AdminOnly({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  const { isSignedIn, user, isAdmin, userLoadFailed } = useSession();
  if (!isSignedIn) return <SignInRequired title={title} message="Please log in first." />;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <div className="mt-6">
        {isAdmin ? (
          children
        ) : user || userLoadFailed ? (
          <FormAlert tone="error" message={ADMIN_ACCESS_DENIED} />
        ) : (
          <PageLoading label="Checking your access…" />
        )}
      </div>
    </div>
  );
}
