import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@shop/contract';
import type { SelectHTMLAttributes } from 'react';

/** A select of the staff roles by their labels. */
export function RoleSelect(
  props: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
    value: StaffRole;
    onChange: (role: StaffRole) => void;
  },
) {
  const { value, onChange, ...rest } = props;
  return (
    <select {...rest} value={value} onChange={(event) => onChange(event.target.value as StaffRole)}>
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {STAFF_ROLE_LABELS[role]}
        </option>
      ))}
    </select>
  );
}
