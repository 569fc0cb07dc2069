import type { StaffRole } from '@shop/contract';
import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { staffInvites, users } from '../../db/schema/index.ts';

const memberColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  staffRole: users.staffRole,
  suspendedAt: users.suspendedAt,
  createdAt: users.createdAt,
};

export type StaffMemberRow = {
  id: string;
  name: string;
  email: string | null;
  staffRole: StaffRole | null;
  suspendedAt: Date | null;
  createdAt: Date;
};

/** Drizzle queries of staff accounts and their invitations; each takes db or a transaction. */
export const staffRepository = {
  members: (db: Database): Promise<StaffMemberRow[]> =>
    db
      .select(memberColumns)
      .from(users)
      .where(eq(users.role, 'admin'))
      .orderBy(asc(users.createdAt), asc(users.id)),

  member: async (db: Database, id: string): Promise<StaffMemberRow | undefined> => {
    const [row] = await db
      .select(memberColumns)
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, 'admin')));
    return row;
  },

  /**
   * The active owners other than `id`, locked until the transaction ends, so two owners demoting
   * each other at once cannot leave the shop with none.
   */
  otherActiveOwners: async (tx: Database, id: string): Promise<number> => {
    const rows = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.staffRole, 'owner'), isNull(users.suspendedAt), ne(users.id, id)))
      .for('update');
    return rows.length;
  },

  update: (
    tx: Database,
    id: string,
    values: { staffRole?: StaffRole; suspendedAt?: Date | null; endSessions: boolean },
  ) =>
    tx
      .update(users)
      .set({
        ...(values.staffRole && { staffRole: values.staffRole }),
        ...(values.suspendedAt !== undefined && { suspendedAt: values.suspendedAt }),
        ...(values.endSessions && { tokenVersion: sql`${users.tokenVersion} + 1` }),
      })
      .where(eq(users.id, id))
      .returning(memberColumns),

  /** Back to a plain customer account: no back office, every session ended. */
  removeFromStaff: (tx: Database, id: string) =>
    tx
      .update(users)
      .set({
        role: 'user',
        staffRole: null,
        suspendedAt: null,
        tokenVersion: sql`${users.tokenVersion} + 1`,
      })
      .where(eq(users.id, id)),

  emailTaken: async (db: Database, email: string): Promise<boolean> => {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row !== undefined;
  },

  pendingInvites: (db: Database) =>
    db
      .select()
      .from(staffInvites)
      .where(isNull(staffInvites.acceptedAt))
      .orderBy(asc(staffInvites.createdAt)),

  /** A new invitation replaces the pending ones to the same address: only the last link works. */
  replaceInvite: async (tx: Database, invite: typeof staffInvites.$inferInsert) => {
    await tx
      .delete(staffInvites)
      .where(and(eq(staffInvites.email, invite.email), isNull(staffInvites.acceptedAt)));
    const [row] = await tx.insert(staffInvites).values(invite).returning();
    if (!row) throw new Error('the invitation was not stored');
    return row;
  },

  inviteByHash: async (db: Database, tokenHash: string) => {
    const [row] = await db.select().from(staffInvites).where(eq(staffInvites.tokenHash, tokenHash));
    return row;
  },

  /** Marks the invitation used, once: undefined when another request used or it expired. */
  useInvite: async (tx: Database, id: string, now: Date) => {
    const [row] = await tx
      .update(staffInvites)
      .set({ acceptedAt: now })
      .where(
        and(
          eq(staffInvites.id, id),
          isNull(staffInvites.acceptedAt),
          gt(staffInvites.expiresAt, now),
        ),
      )
      .returning();
    return row;
  },
};
