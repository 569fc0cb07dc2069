import type { Credential } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
/** Columns a service may change; id, role and token version have their own paths. */
export type UserChanges = Partial<
  Pick<
    UserRow,
    | 'name'
    | 'street'
    | 'city'
    | 'state'
    | 'zip'
    | 'passwordHash'
    | 'googleSub'
    | 'imageUrl'
    | 'isEmailVerified'
    | 'isPhoneVerified'
  >
>;

export function usersRepository(db: Database) {
  const findOne = async (where: ReturnType<typeof eq>) => {
    const [row] = await db.select().from(users).where(where).limit(1);
    return row ?? null;
  };

  return {
    findById: (id: string) => findOne(eq(users.id, id)),
    findByEmail: (email: string) => findOne(eq(users.email, email.toLowerCase())),
    findByGoogleSub: (sub: string) => findOne(eq(users.googleSub, sub)),

    /** The account a classified credential names; an invalid credential names none. */
    async findByCredential(credential: Credential): Promise<UserRow | null> {
      if (credential.kind === 'email') return findOne(eq(users.email, credential.email));
      if (credential.kind === 'phone')
        return findOne(eq(users.phoneNumber, credential.phoneNumber));
      return null;
    },

    async insert(values: NewUserRow): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('user insert returned no row');
      return row;
    },

    async update(id: string, changes: UserChanges): Promise<UserRow | null> {
      const given = Object.values(changes).some((value) => value !== undefined);
      if (!given) return findOne(eq(users.id, id));
      const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
      return row ?? null;
    },

    /** Revokes every token issued before: the account is signed out wherever it was. */
    async revokeSessions(id: string): Promise<void> {
      await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, id));
    },

    /** Sets a new password hash (null: none) and revokes every token issued before. */
    async replacePassword(id: string, passwordHash: string | null, changes: UserChanges = {}) {
      const [row] = await db
        .update(users)
        .set({ ...changes, passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, id))
        .returning();
      return row ?? null;
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
