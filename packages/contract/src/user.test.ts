import { describe, expect, it } from 'vitest';
import { REQUIRED_FIELDS_MESSAGE } from './messages.ts';
import { AddressSchema, UpdateMeBodySchema, UserSchema } from './user.ts';

const address = { street: '1 Main St', city: 'Cypress', state: 'TX', zip: '77433' };

function firstMessage(result: { error?: { issues: Array<{ message: string }> } }) {
  return result.error?.issues[0]?.message;
}

describe('AddressSchema', () => {
  it('trims every field', () => {
    expect(
      AddressSchema.parse({
        street: ' 1 Main St ',
        city: ' Cypress',
        state: 'TX ',
        zip: ' 77433 ',
      }),
    ).toEqual(address);
  });

  it.each(['street', 'city', 'state', 'zip'])('requires %s', (field) => {
    const blank = AddressSchema.safeParse({ ...address, [field]: '   ' });
    expect(firstMessage(blank)).toBe(REQUIRED_FIELDS_MESSAGE);
    const missing = AddressSchema.safeParse({ ...address, [field]: undefined });
    expect(firstMessage(missing)).toBe(REQUIRED_FIELDS_MESSAGE);
  });
});

describe('UpdateMeBodySchema', () => {
  it('accepts an address alone, a name alone, or nothing', () => {
    expect(UpdateMeBodySchema.parse({ address })).toEqual({ address });
    expect(UpdateMeBodySchema.parse({ name: ' Jane ' })).toEqual({ name: 'Jane' });
    expect(UpdateMeBodySchema.parse({})).toEqual({});
  });

  it('drops fields a user may not set', () => {
    const body = UpdateMeBodySchema.parse({
      name: 'Jane',
      role: 'admin',
      isEmailVerified: true,
      email: 'other@example.com',
    });
    expect(body).toEqual({ name: 'Jane' });
  });

  it('refuses a blank name and an incomplete address', () => {
    expect(UpdateMeBodySchema.safeParse({ name: '  ' }).success).toBe(false);
    expect(UpdateMeBodySchema.safeParse({ address: { street: '1 Main St' } }).success).toBe(false);
    expect(UpdateMeBodySchema.safeParse({ name: 'x'.repeat(101) }).success).toBe(false);
  });
});

describe('UserSchema', () => {
  const user = {
    _id: '0b5f8f0e-3c1a-4d5e-9f7a-2b6c8d9e0f1a',
    name: 'Jane',
    email: 'jane@example.com',
    phoneNumber: null,
    imageUrl: null,
    role: 'user',
    staffRole: null,
    isEmailVerified: false,
    isPhoneVerified: false,
    address: { street: null, city: null, state: null, zip: null },
  };

  it('parses a user without an address yet', () => {
    expect(UserSchema.parse(user)).toEqual(user);
  });

  it('never carries a password hash', () => {
    expect(UserSchema.parse({ ...user, passwordHash: 'x' })).not.toHaveProperty('passwordHash');
  });

  it('knows only the two roles, and the staff role apart from them', () => {
    expect(UserSchema.safeParse({ ...user, role: 'owner' }).success).toBe(false);
    expect(UserSchema.parse({ ...user, role: 'admin', staffRole: 'support' }).staffRole).toBe(
      'support',
    );
    expect(UserSchema.safeParse({ ...user, role: 'admin', staffRole: 'janitor' }).success).toBe(
      false,
    );
  });
});
