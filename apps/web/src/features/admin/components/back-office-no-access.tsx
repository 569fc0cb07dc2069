import { NoAccess } from '../../../components/no-access.tsx';
import { useSession } from '../../../lib/session.tsx';
import { sectionsFor } from '../admin-sections.ts';

/**
 * The "no access" page for a staff member, with a way back to a section their role may use:
 * `prefer` when it is one of them, else the first.
 */
export function BackOfficeNoAccess({ prefer }: { prefer?: string }) {
  const { user } = useSession();
  const allowed = sectionsFor(user?.staffRole);
  const back = allowed.find((section) => section.to === prefer) ?? allowed[0];
  return back ? (
    <NoAccess backTo={back.to} backLabel={`Back to ${back.label}`} />
  ) : (
    <NoAccess backTo="/" backLabel="Back to the home page" />
  );
}
