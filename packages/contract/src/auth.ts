import { z } from 'zod';
import { classifyCredential } from './credentials.ts';
import {
  INVALID_CODE_MESSAGE,
  INVALID_CREDENTIAL_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
} from './messages.ts';
import { NameSchema, UserSchema } from './user.ts';

const MAX_PASSWORD_LENGTH = 256;

/** A credential as typed: required, trimmed; classification happens in the service. */
const CredentialSchema = z
  .string({ error: REQUIRED_FIELDS_MESSAGE })
  .trim()
  .min(1, REQUIRED_FIELDS_MESSAGE);

const ValidCredentialSchema = CredentialSchema.refine(
  (value) => classifyCredential(value).kind !== 'invalid',
  INVALID_CREDENTIAL_MESSAGE,
).meta({
  description:
    "The account's e-mail address or phone number. A phone number may be typed with spaces, " +
    "dashes, dots or parentheses: '0' and 10 digits, or '+', a country code and 7-15 digits. " +
    'Anything else answers 400.',
  examples: ['ada@example.com', '+1 (713) 555-0100'],
});

/** A new password. Never trimmed: spaces are part of it. The cap bounds hashing cost. */
export const NewPasswordSchema = z
  .string({ error: REQUIRED_FIELDS_MESSAGE })
  .min(1, { error: REQUIRED_FIELDS_MESSAGE, abort: true })
  .min(8, PASSWORD_TOO_SHORT_MESSAGE)
  .max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG_MESSAGE);

export const VerificationCodeSchema = z
  .string({ error: INVALID_CODE_MESSAGE })
  .trim()
  .regex(/^\d{6}$/, INVALID_CODE_MESSAGE);

/** POST /auth/login */
export const LoginBodySchema = z.object({
  credential: CredentialSchema,
  password: z
    .string({ error: REQUIRED_FIELDS_MESSAGE })
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG_MESSAGE),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** Blank or null counts as absent, so a form that sends `email: ''` is not rejected for it. */
const optionalContact = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || undefined);

const nonBlank = { type: 'string', minLength: 1 };

/**
 * POST /auth/register: exactly one of email / phoneNumber, and it must classify as what it
 * claims to be. The output carries the normalised form (lower-case e-mail, compact phone).
 * The document states the rule as JSON Schema's `oneOf` (a blank or null field counts as absent).
 */
export const RegisterBodySchema = z
  .object({
    name: NameSchema,
    password: NewPasswordSchema,
    email: optionalContact,
    phoneNumber: optionalContact,
  })
  .transform((body, context) => {
    const email = body.email ? classifyCredential(body.email) : undefined;
    const phone = body.phoneNumber ? classifyCredential(body.phoneNumber) : undefined;
    const onlyEmail = email?.kind === 'email' && !phone;
    const onlyPhone = phone?.kind === 'phone' && !email;
    if (!onlyEmail && !onlyPhone) {
      context.addIssue({ code: 'custom', message: INVALID_CREDENTIAL_MESSAGE, path: [] });
      return z.NEVER;
    }
    return {
      name: body.name,
      password: body.password,
      email: email?.kind === 'email' ? email.email : undefined,
      phoneNumber: phone?.kind === 'phone' ? phone.phoneNumber : undefined,
    };
  })
  .meta({
    description:
      'A new account needs exactly one of `email` and `phoneNumber` (blank or null counts as ' +
      'absent); neither, both, or one that is not what it claims to be answers 400.',
    oneOf: [
      { required: ['email'], properties: { email: nonBlank } },
      { required: ['phoneNumber'], properties: { phoneNumber: nonBlank } },
    ],
  });
export type RegisterBodyInput = z.input<typeof RegisterBodySchema>;
export type RegisterBody = z.output<typeof RegisterBodySchema>;

/** POST /auth/google: the ID token (credential) from Google's button. */
export const GoogleAuthBodySchema = z.object({
  token: z.string({ error: REQUIRED_FIELDS_MESSAGE }).min(1, REQUIRED_FIELDS_MESSAGE),
});
export type GoogleAuthBody = z.infer<typeof GoogleAuthBodySchema>;

/**
 * POST /auth/send-verification-code: the body may be absent (the spec sends none); the default
 * type is e-mail when the user has one, else phone.
 */
export const SendVerificationCodeBodySchema = z
  .object({ type: z.enum(['email', 'phone']).optional() })
  .nullish();
export type SendVerificationCodeBody = z.infer<typeof SendVerificationCodeBodySchema>;

/** POST /auth/verify-email and POST /auth/verify-phone */
export const VerifyCodeBodySchema = z.object({ code: VerificationCodeSchema });
export type VerifyCodeBody = z.infer<typeof VerifyCodeBodySchema>;

/** POST /auth/forgot-password (DESIGN.md deviation 8): sends a reset code by e-mail or SMS. */
export const PasswordResetRequestBodySchema = z.object({ credential: ValidCredentialSchema });
export type PasswordResetRequestBody = z.infer<typeof PasswordResetRequestBodySchema>;

/** POST /auth/reset-password: the code that was sent, and the new password. */
export const PasswordResetBodySchema = z.object({
  credential: ValidCredentialSchema,
  code: VerificationCodeSchema,
  password: NewPasswordSchema,
});
export type PasswordResetBody = z.infer<typeof PasswordResetBodySchema>;

export const AuthResponseSchema = z.object({ token: z.string(), user: UserSchema });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });

/** POST /auth/sign-out-everywhere: every token of the account stops working, this one too. */
export const SIGNED_OUT_EVERYWHERE_MESSAGE = 'You are logged out on every device.';
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** POST /auth/register answer (201): the new customer is signed in, as by a login. */
export const RegisterResponseSchema = AuthResponseSchema;
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

/** POST /auth/verify-email and /auth/verify-phone answer: the user with the flag set. */
export const VerifyCodeResponseSchema = z.object({ user: UserSchema });
export type VerifyCodeResponse = z.infer<typeof VerifyCodeResponseSchema>;

/** GET /auth/config: what the sign-in pages need to know (null = no Google button). */
export const AuthConfigSchema = z.object({ googleClientId: z.string().nullable() });
export type AuthConfig = z.infer<typeof AuthConfigSchema>;
