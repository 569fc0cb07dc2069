import type { User } from '@shop/contract';

const emptyAddress = { street: null, city: null, state: null, zip: null };

/** A GET /users/me answer for component tests; override what the test is about. */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    _id: '6f1c2a4e-3b5d-4c8e-9a7f-1d2e3f4a5b6c',
    name: 'Dana Rivers',
    email: 'dana@example.com',
    phoneNumber: null,
    imageUrl: null,
    role: 'user',
    staffRole: overrides.role === 'admin' ? 'owner' : null,
    isEmailVerified: true,
    isPhoneVerified: false,
    address: emptyAddress,
    ...overrides,
  };
}
