import { FormAlert } from '../../components/form-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { AdminPage } from '../../features/admin/components/admin-page.tsx';
import { useStaff } from '../../features/admin-staff/api/admin-staff.ts';
import { InviteForm } from '../../features/admin-staff/components/invite-form.tsx';
import { StaffTable } from '../../features/admin-staff/components/staff-table.tsx';

/** The owner's staff desk: who works in the back office, with which role (decision 066). */
export default function AdminStaffPage() {
  const staff = useStaff();
  return (
    <AdminPage title="Staff">
      <p className="text-base-content/80">
        A role decides what a member can open and do. A role change, a suspension or a removal signs
        the member out at once.
      </p>
      <InviteForm />
      {staff.isPending ? <PageLoading label="Loading staff…" /> : null}
      {staff.isError ? <FormAlert tone="error" message={staff.error.message} /> : null}
      {staff.data ? <StaffTable members={staff.data.members} invites={staff.data.invites} /> : null}
    </AdminPage>
  );
}
