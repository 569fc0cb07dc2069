import { STAFF_ROLE_LABELS, type StaffInvite, type StaffMember } from '@shop/contract';
import { useState } from 'react';
import { busyButtonProps } from '../../../components/busy-button.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import {
  cardsOnPhoneClass,
  dataTableClass,
  tableBoxClass,
} from '../../../components/data-table.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useShopDateTime } from '../../../components/shop-time-zone.ts';
import {
  useEndMemberSessions,
  useRemoveStaff,
  useResetSecondFactor,
  useUpdateStaff,
} from '../api/admin-staff.ts';
import { pickedRole, RoleOptions } from './role-options.tsx';

/** One member: their role (changed in place), suspend or reinstate, remove after asking. */
function MemberRow({ member, onError }: { member: StaffMember; onError: (m: string) => void }) {
  const update = useUpdateStaff();
  const remove = useRemoveStaff();
  const signOut = useEndMemberSessions();
  const reset = useResetSecondFactor();
  const [confirming, setConfirming] = useState(false);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const change = (body: Parameters<typeof update.mutate>[0]['body']) =>
    update.mutate({ id: member._id, body }, { onError: (error) => onError(error.message) });
  return (
    <tr>
      <td className="font-medium">
        {member.name}
        <span className="block break-all text-base-content/80">{member.email}</span>
      </td>
      <td data-label="Role">
        <select
          aria-label={`Role of ${member.name}`}
          className="select select-sm min-w-40"
          value={member.staffRole}
          disabled={update.isPending}
          onChange={(event) => change({ staffRole: pickedRole(event) })}
        >
          <RoleOptions />
        </select>
      </td>
      <td data-label="Status">
        {member.suspended ? 'Suspended' : 'Active'}
        {signOut.isSuccess ? (
          <span role="status" className="block text-sm">
            Signed out of every device
          </span>
        ) : null}
        {reset.data ? (
          <span role="status" className="block text-sm">
            {reset.data.message}
          </span>
        ) : null}
      </td>
      <td>
        {/* Short words on screen, the member's name for screen readers: the row fits a laptop. */}
        <div className="flex flex-wrap gap-1">
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            onClick={() => change({ suspended: !member.suspended })}
          >
            {member.suspended ? 'Reinstate' : 'Suspend'}
            <span className="sr-only"> {member.name}</span>
          </button>
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            {...busyButtonProps(signOut.isPending)}
            onClick={() => {
              if (!signOut.isPending)
                signOut.mutate(member._id, { onError: (error) => onError(error.message) });
            }}
          >
            Sign out<span className="sr-only"> {member.name}</span>
          </button>
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            onClick={() => setConfirmingReset(true)}
          >
            Reset two-step sign-in<span className="sr-only"> of {member.name}</span>
          </button>
          <ConfirmDialog
            open={confirmingReset}
            title={`Reset two-step sign-in of ${member.name}?`}
            message="For a lost phone and lost recovery codes: their authenticator stops working, they are signed out everywhere, and they set it up again after signing in with their password."
            confirmLabel="Reset"
            onConfirm={() =>
              reset.mutate(member._id, { onError: (error) => onError(error.message) })
            }
            onClose={() => setConfirmingReset(false)}
          />
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            onClick={() => setConfirming(true)}
          >
            Remove<span className="sr-only"> {member.name}</span>
          </button>
          <ConfirmDialog
            open={confirming}
            title={`Remove ${member.name}?`}
            message="They lose the back office at once; their account stays a customer's."
            confirmLabel="Remove"
            onConfirm={() =>
              remove.mutate(member._id, { onError: (error) => onError(error.message) })
            }
            onClose={() => setConfirming(false)}
          />
        </div>
      </td>
    </tr>
  );
}

/** The staff and the invitations still open. */
export function StaffTable({
  members,
  invites,
}: {
  members: StaffMember[];
  invites: StaffInvite[];
}) {
  const formatDateTime = useShopDateTime();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-3">
      {problem ? <FormAlert tone="error" message={problem} /> : null}
      <div className={tableBoxClass}>
        <table className={`${dataTableClass} ${cardsOnPhoneClass}`}>
          <thead>
            <tr>
              <th scope="col">Member</th>
              <th scope="col">Role</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <MemberRow key={member._id} member={member} onError={setProblem} />
            ))}
          </tbody>
        </table>
      </div>
      {invites.length > 0 ? (
        <>
          <h2 className="text-xl font-semibold">Invitations not yet accepted</h2>
          <ul className="flex flex-col gap-1">
            {invites.map((invite) => (
              <li key={invite._id}>
                {invite.name} ({invite.email}), {STAFF_ROLE_LABELS[invite.staffRole]}: the link
                expires {formatDateTime(invite.expiresAt)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
