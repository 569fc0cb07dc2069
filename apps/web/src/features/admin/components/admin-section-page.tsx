import { Navigate, Outlet, useLocation } from 'react-router';
import { adminPaths } from '../../../lib/admin-paths.ts';
import { useSession } from '../../../lib/session.tsx';
import { sectionOf, sectionsFor } from '../admin-sections.ts';
import { BackOfficeNoAccess } from './back-office-no-access.tsx';

/**
 * The section's page when the staff role may use it; otherwise the "no access" page (the server
 * refuses its calls anyway). /admin itself opens the first section a role has.
 */
export function AdminSectionPage() {
  const { pathname } = useLocation();
  const { user } = useSession();
  const allowed = sectionsFor(user?.staffRole);
  const section = sectionOf(pathname);
  if (!section || allowed.includes(section)) return <Outlet />;
  const first = allowed[0];
  if (section.to === adminPaths.dashboard && first) return <Navigate to={first.to} replace />;
  return <BackOfficeNoAccess />;
}
