import { createHash, randomBytes } from 'node:crypto';
import {
  type AcceptInviteBody,
  type InviteStaffBody,
  STAFF_INVITE_TTL_HOURS,
  type StaffList,
  type UpdateStaffBody,
} from '@shop/contract';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';
import { ConflictError, GoneError, NotFoundError } from '../../errors/index.ts';
import { hashPassword } from '../../lib/password.ts';
import { changedFields } from '../audit/changed-fields.ts';
import type { Messenger } from '../outbox/messenger.ts';
import { staffRepository as repo } from './staff.repository.ts';
import { staffInviteMessage } from './staff-invite-mail.ts';
import { toStaffInvite, toStaffMember } from './staff-view.ts';

const hashOf = (token: string) =>
  createHash('sha256').update(`staff-invite:${token}`).digest('base64url');

export const LAST_OWNER = 'The shop needs at least one owner. Make someone else an owner first.';
const NOT_STAFF = 'No such staff member.';
export const INVITE_NOT_FOUND = 'This invitation link is not valid. Ask the owner for a new one.';
export const INVITE_GONE =
  'This invitation has expired or was already used. Ask the owner for a new one.';
const EMAIL_TAKEN = 'An account already uses this e-mail address.';

export interface StaffDeps {
  db: Database;
  messenger: Messenger;
  shopName: string;
  publicUrl: string;
}

/** Staff accounts: invitations, roles, suspension and removal; the shop keeps an owner. */
export function staffService({ db, messenger, shopName, publicUrl }: StaffDeps) {
  /** 409 when the change would leave no active owner. */
  async function keepAnOwner(tx: Database, id: string, staysActiveOwner: boolean) {
    const member = await repo.member(tx, id);
    if (!member) throw new NotFoundError(NOT_STAFF);
    const isActiveOwner = member.staffRole === 'owner' && member.suspendedAt === null;
    if (isActiveOwner && !staysActiveOwner && (await repo.otherActiveOwners(tx, id)) === 0) {
      throw new ConflictError(LAST_OWNER);
    }
    return member;
  }

  return {
    async list(): Promise<StaffList> {
      const [members, invites] = await Promise.all([repo.members(db), repo.pendingInvites(db)]);
      return { members: members.map(toStaffMember), invites: invites.map(toStaffInvite) };
    },

    async invite(body: InviteStaffBody, invitedBy: string, now = new Date()) {
      if (await repo.emailTaken(db, body.email)) throw new ConflictError(EMAIL_TAKEN);
      const token = randomBytes(32).toString('base64url');
      const row = await db.transaction((tx) =>
        repo.replaceInvite(tx, {
          email: body.email,
          name: body.name,
          staffRole: body.staffRole,
          tokenHash: hashOf(token),
          invitedBy,
          expiresAt: new Date(now.getTime() + STAFF_INVITE_TTL_HOURS * 3_600_000),
        }),
      );
      const message = staffInviteMessage({ to: body.email, ...body, token, shopName, publicUrl });
      await messenger.send(message);
      return toStaffInvite(row);
    },

    /** A role change or a suspension ends the member's sessions at once (token version). */
    update: (id: string, body: UpdateStaffBody, now = new Date()) =>
      db.transaction(async (tx) => {
        const staysOwner = (body.staffRole ?? 'owner') === 'owner' && body.suspended !== true;
        const member = await keepAnOwner(tx, id, staysOwner);
        const roleChanged = body.staffRole !== undefined && body.staffRole !== member.staffRole;
        const suspending = body.suspended === true && member.suspendedAt === null;
        const [row] = await repo.update(tx, id, {
          staffRole: body.staffRole,
          suspendedAt: body.suspended === undefined ? undefined : body.suspended ? now : null,
          endSessions: roleChanged || suspending,
        });
        if (!row) throw new NotFoundError(NOT_STAFF);
        const updated = toStaffMember(row);
        const changes = changedFields(toStaffMember(member), updated, {
          staffRole: (m) => m.staffRole,
          suspended: (m) => m.suspended,
        });
        return { member: updated, changes };
      }),

    /** The account stays (orders and history name it) as a customer's, without the back office. */
    remove: (id: string) =>
      db.transaction(async (tx) => {
        await keepAnOwner(tx, id, false);
        await repo.removeFromStaff(tx, id);
      }),

    /** Creates the staff account the invitation was for; the link works once, for 72 hours. */
    async accept(token: string, body: AcceptInviteBody, now = new Date()) {
      const invite = await repo.inviteByHash(db, hashOf(token));
      if (!invite) throw new NotFoundError(INVITE_NOT_FOUND);
      const passwordHash = await hashPassword(body.password);
      return db.transaction(async (tx) => {
        const used = await repo.useInvite(tx, invite.id, now);
        if (!used) throw new GoneError(INVITE_GONE);
        if (await repo.emailTaken(tx, used.email)) throw new ConflictError(EMAIL_TAKEN);
        const [user] = await tx
          .insert(users)
          .values({
            name: body.name,
            email: used.email,
            passwordHash,
            role: 'admin',
            staffRole: used.staffRole,
            // The link reached this address, which proves it.
            isEmailVerified: true,
          })
          .returning();
        if (!user) throw new Error('the staff account was not stored');
        return user;
      });
    },
  };
}
