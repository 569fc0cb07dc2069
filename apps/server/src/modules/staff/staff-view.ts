import type { StaffInvite, StaffMember, StaffRole } from '@shop/contract';
import type { staffInvites } from '../../db/schema/index.ts';
import type { StaffMemberRow } from './staff.repository.ts';

export const toStaffMember = (row: StaffMemberRow): StaffMember => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  // Every admin row has one: the check constraint users_staff_role_valid holds it.
  staffRole: row.staffRole as StaffRole,
  suspended: row.suspendedAt !== null,
  createdAt: row.createdAt.toISOString(),
});

export const toStaffInvite = (row: typeof staffInvites.$inferSelect): StaffInvite => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  staffRole: row.staffRole,
  expiresAt: row.expiresAt.toISOString(),
});
