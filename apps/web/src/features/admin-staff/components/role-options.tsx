import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@shop/contract';
import type { ChangeEvent } from 'react';

/**
 * The staff roles as a select's options, by their labels. The caller writes the `<select>`
 * itself, so FormField sees a select and gives it the select's look.
 */
export function RoleOptions() {
  return (
    <>
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {STAFF_ROLE_LABELS[role]}
        </option>
      ))}
    </>
  );
}

/** The role picked in a select of RoleOptions. */
export const pickedRole = (event: ChangeEvent<HTMLSelectElement>) =>
  event.target.value as StaffRole;
