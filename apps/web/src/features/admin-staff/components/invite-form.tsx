import { InviteStaffBodySchema, type StaffRole } from '@shop/contract';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { useInviteStaff } from '../api/admin-staff.ts';
import { pickedRole, RoleOptions } from './role-options.tsx';

/** The owner invites a member: the server e-mails a link that works once for 72 hours. */
export function InviteForm() {
  const invite = useInviteStaff();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [staffRole, setStaffRole] = useState<StaffRole>('fulfilment');
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = InviteStaffBodySchema.safeParse({ email, name, staffRole });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the form.');
      return;
    }
    setProblem(null);
    invite.mutate(parsed.data, {
      onSuccess: () => {
        setSentTo(parsed.data.email);
        setEmail('');
        setName('');
      },
      onError: (error) => setProblem(error.message),
    });
  }

  return (
    <form
      aria-label="Invite a staff member"
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3 rounded-box bg-base-200 p-4"
    >
      <h2 className="text-xl font-semibold">Invite a staff member</h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField label="E-mail">
          <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </FormField>
        <FormField label="Name">
          <input value={name} onChange={(event) => setName(event.target.value)} />
        </FormField>
        <FormField label="Role">
          <select value={staffRole} onChange={(event) => setStaffRole(pickedRole(event))}>
            <RoleOptions />
          </select>
        </FormField>
      </div>
      {problem ? <FormAlert tone="error" message={problem} /> : null}
      {sentTo ? (
        <FormAlert
          tone="success"
          message={`Invitation sent to ${sentTo}. The link works for 72 hours.`}
        />
      ) : null}
      <button type="submit" className="btn btn-primary self-start" disabled={invite.isPending}>
        Send invitation
      </button>
    </form>
  );
}
