import { describe, expect, it } from 'vitest';
import { RegisterBodySchema } from './auth.ts';
import {
  CONSENT_REQUIRED_MESSAGE,
  INVALID_CREDENTIAL_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
} from './messages.ts';
import { SignUpFormSchema, toRegisterBody } from './sign-up-form.ts';

const form = {
  name: 'Jane',
  credential: 'Jane@Example.com',
  password: 'long enough',
  trackingConsent: true,
  termsAccepted: true,
};

function fieldMessages(input: unknown) {
  const result = SignUpFormSchema.safeParse(input);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('SignUpFormSchema', () => {
  it('accepts a complete form', () => {
    expect(SignUpFormSchema.safeParse(form).success).toBe(true);
  });

  it('asks for the required fields', () => {
    expect(fieldMessages({ ...form, name: '', credential: ' ', password: '' })).toEqual({
      name: REQUIRED_FIELDS_MESSAGE,
      credential: REQUIRED_FIELDS_MESSAGE,
      password: REQUIRED_FIELDS_MESSAGE,
    });
  });

  it('wants both checkboxes ticked', () => {
    expect(fieldMessages({ ...form, trackingConsent: false })).toEqual({
      trackingConsent: CONSENT_REQUIRED_MESSAGE,
    });
    expect(fieldMessages({ ...form, termsAccepted: false, trackingConsent: undefined })).toEqual({
      trackingConsent: CONSENT_REQUIRED_MESSAGE,
      termsAccepted: CONSENT_REQUIRED_MESSAGE,
    });
  });

  it('says when the credential is neither an e-mail nor a phone number', () => {
    expect(fieldMessages({ ...form, credential: 'jane' })).toEqual({
      credential: INVALID_CREDENTIAL_MESSAGE,
    });
  });
});

describe('toRegisterBody', () => {
  it('sends an e-mail as email', () => {
    const body = toRegisterBody(SignUpFormSchema.parse(form));
    expect(body).toEqual({ name: 'Jane', password: 'long enough', email: 'jane@example.com' });
    expect(RegisterBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends a phone number as phoneNumber', () => {
    const body = toRegisterBody({ ...form, credential: '+1 713 555 0100' });
    expect(body).toEqual({ name: 'Jane', password: 'long enough', phoneNumber: '+17135550100' });
    expect(RegisterBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends neither for an invalid credential, which the server refuses', () => {
    const body = toRegisterBody({ ...form, credential: 'jane' });
    expect(body).toEqual({ name: 'Jane', password: 'long enough' });
    expect(RegisterBodySchema.safeParse(body).success).toBe(false);
  });
});
