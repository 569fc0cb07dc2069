import type { User } from '@shop/contract';
import type { UserRow } from './users.repository.ts';

/** The public user: never the password hash, Google subject, or token version. */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    imageUrl: row.imageUrl,
    role: row.role,
    staffRole: row.role === 'admin' ? (row.staffRole ?? null) : null,
    isEmailVerified: row.isEmailVerified,
    isPhoneVerified: row.isPhoneVerified,
    address: { street: row.street, city: row.city, state: row.state, zip: row.zip },
  };
}
