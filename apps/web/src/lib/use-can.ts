import { can, type Permission } from '@shop/contract';
import { useSession } from './session.tsx';

/**
 * Whether the signed-in staff member's role may take an action (the permission table in
 * packages/contract): a control the server would refuse is not shown.
 */
export function useCan(): (action: Permission) => boolean {
  const role = useSession().user?.staffRole;
  return (action) => can(role, action);
}
