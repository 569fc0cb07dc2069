import { z } from 'zod';
import { NewPasswordSchema } from './auth.ts';
import { StaffRoleSchema } from './permissions.ts';
import { NameSchema } from './user.ts';

/** How long an invitation link works. */
export const STAFF_INVITE_TTL_HOURS = 72;

/** One member of the staff, as the owner's Staff page lists them. */
export const StaffMemberSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  staffRole: StaffRoleSchema,
  suspended: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** An invitation not yet accepted (an expired one stays listed until it is sent again). */
export const StaffInviteSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  staffRole: StaffRoleSchema,
  expiresAt: z.iso.datetime({ offset: true }),
});
export type StaffInvite = z.infer<typeof StaffInviteSchema>;

/** GET /admin/staff */
export const StaffListSchema = z.object({
  members: z.array(StaffMemberSchema),
  invites: z.array(StaffInviteSchema),
});
export type StaffList = z.infer<typeof StaffListSchema>;

/** POST /admin/staff: sends the invitation e-mail. */
export const InviteStaffBodySchema = z.object({
  email: z
    .string({ error: 'Enter an e-mail address.' })
    .trim()
    .toLowerCase()
    .pipe(z.email('Enter a valid e-mail address.').max(254)),
  name: NameSchema,
  staffRole: StaffRoleSchema,
});
export type InviteStaffBody = z.infer<typeof InviteStaffBodySchema>;

/** PATCH /admin/staff/{id}: a role change or (un)suspension ends the member's sessions. */
export const UpdateStaffBodySchema = z
  .object({
    staffRole: StaffRoleSchema.optional(),
    suspended: z.boolean({ error: 'suspended must be true or false.' }).optional(),
  })
  .refine((body) => body.staffRole !== undefined || body.suspended !== undefined, {
    error: 'Send a staffRole or suspended.',
  });
export type UpdateStaffBody = z.infer<typeof UpdateStaffBodySchema>;

export const StaffIdParamsSchema = z.object({ id: z.uuid('Not a staff member.') });

export const InviteTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** POST /auth/invites/{token}/accept: the new member's own name and password. */
export const AcceptInviteBodySchema = z.object({
  name: NameSchema,
  password: NewPasswordSchema,
});
export type AcceptInviteBody = z.infer<typeof AcceptInviteBodySchema>;
