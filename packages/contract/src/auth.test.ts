import { describe, expect, it } from 'vitest';
import {
  GoogleAuthBodySchema,
  LoginBodySchema,
  PasswordResetBodySchema,
  PasswordResetRequestBodySchema,
  RegisterBodySchema,
  VerifyCodeBodySchema,
} from './auth.ts';
import {
  INVALID_CODE_MESSAGE,
  INVALID_CREDENTIAL_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
} from './messages.ts';

function messages(result: { error?: { issues: Array<{ message: string }> } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('LoginBodySchema', () => {
  it('accepts a credential and a password, trimming only the credential', () => {
    expect(LoginBodySchema.parse({ credential: ' jane@example.com ', password: ' pw ' })).toEqual({
      credential: 'jane@example.com',
      password: ' pw ',
    });
  });

  it.each([
    [{ credential: '', password: 'secret' }],
    [{ credential: '  ', password: 'secret' }],
    [{ credential: 'jane@example.com', password: '' }],
    [{ credential: 'jane@example.com' }],
    [{}],
  ])('asks for the required fields: %j', (body) => {
    const result = LoginBodySchema.safeParse(body);
    expect(messages(result)[0]).toBe(REQUIRED_FIELDS_MESSAGE);
  });
});

describe('RegisterBodySchema', () => {
  const base = { name: ' Jane ', password: 'long enough' };

  it('normalises an e-mail sign-up', () => {
    expect(RegisterBodySchema.parse({ ...base, email: ' Jane@Example.INFO ' })).toEqual({
      name: 'Jane',
      password: 'long enough',
      email: 'jane@example.info',
      phoneNumber: undefined,
    });
  });

  it('normalises a phone sign-up and treats a blank e-mail as absent', () => {
    const body = RegisterBodySchema.parse({ ...base, email: '', phoneNumber: '0770 123 4567' });
    expect(body).toMatchObject({ email: undefined, phoneNumber: '07701234567' });
  });

  it.each([
    [{}],
    [{ email: 'jane' }],
    [{ phoneNumber: '12345' }],
    [{ email: 'jane@example.com', phoneNumber: '07701234567' }],
    [{ email: '07701234567' }],
    [{ phoneNumber: 'jane@example.com' }],
  ])('wants exactly one valid e-mail or phone: %j', (contact) => {
    const result = RegisterBodySchema.safeParse({ ...base, ...contact });
    expect(messages(result)).toEqual([INVALID_CREDENTIAL_MESSAGE]);
  });

  it('wants a password of 8 to 256 characters', () => {
    const email = 'jane@example.com';
    expect(messages(RegisterBodySchema.safeParse({ ...base, email, password: '1234567' }))).toEqual(
      [PASSWORD_TOO_SHORT_MESSAGE],
    );
    expect(RegisterBodySchema.safeParse({ ...base, email, password: '12345678' }).success).toBe(
      true,
    );
    expect(
      RegisterBodySchema.safeParse({ ...base, email, password: 'x'.repeat(256) }).success,
    ).toBe(true);
    expect(
      RegisterBodySchema.safeParse({ ...base, email, password: 'x'.repeat(257) }).success,
    ).toBe(false);
  });

  it('asks for the required fields before anything else', () => {
    const email = 'jane@example.com';
    expect(messages(RegisterBodySchema.safeParse({ ...base, email, password: '' }))).toEqual([
      REQUIRED_FIELDS_MESSAGE,
    ]);
    expect(messages(RegisterBodySchema.safeParse({ ...base, email, name: '  ' }))).toEqual([
      REQUIRED_FIELDS_MESSAGE,
    ]);
  });

  it('caps the name at 100 characters', () => {
    const email = 'jane@example.com';
    expect(RegisterBodySchema.safeParse({ ...base, email, name: 'x'.repeat(100) }).success).toBe(
      true,
    );
    expect(RegisterBodySchema.safeParse({ ...base, email, name: 'x'.repeat(101) }).success).toBe(
      false,
    );
  });

  it('drops a role sent by the client', () => {
    const body = RegisterBodySchema.parse({ ...base, email: 'jane@example.com', role: 'admin' });
    expect(body).not.toHaveProperty('role');
  });
});

describe('GoogleAuthBodySchema', () => {
  it('requires the token', () => {
    expect(GoogleAuthBodySchema.parse({ token: 'abc' })).toEqual({ token: 'abc' });
    expect(GoogleAuthBodySchema.safeParse({ token: '' }).success).toBe(false);
  });
});

describe('VerifyCodeBodySchema', () => {
  it.each(['123456', ' 000000 '])('accepts %j', (code) => {
    expect(VerifyCodeBodySchema.parse({ code }).code).toBe(code.trim());
  });

  it.each(['12345', '1234567', '12a456', '', undefined, 123456])('refuses %j', (code) => {
    expect(messages(VerifyCodeBodySchema.safeParse({ code }))).toEqual([INVALID_CODE_MESSAGE]);
  });
});

describe('password reset', () => {
  it('requests a code for a valid credential only', () => {
    expect(PasswordResetRequestBodySchema.parse({ credential: ' 07701234567 ' })).toEqual({
      credential: '07701234567',
    });
    expect(messages(PasswordResetRequestBodySchema.safeParse({ credential: 'jane' }))).toEqual([
      INVALID_CREDENTIAL_MESSAGE,
    ]);
    expect(messages(PasswordResetRequestBodySchema.safeParse({}))).toEqual([
      REQUIRED_FIELDS_MESSAGE,
    ]);
  });

  it('resets with the code and a new password', () => {
    const body = { credential: 'jane@example.com', code: '123456', password: 'new password' };
    expect(PasswordResetBodySchema.parse(body)).toEqual(body);
    expect(messages(PasswordResetBodySchema.safeParse({ ...body, code: '12' }))).toEqual([
      INVALID_CODE_MESSAGE,
    ]);
    expect(messages(PasswordResetBodySchema.safeParse({ ...body, password: 'short' }))).toEqual([
      PASSWORD_TOO_SHORT_MESSAGE,
    ]);
  });
});
