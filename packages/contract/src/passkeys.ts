import { z } from 'zod';
import { AuthResponseSchema } from './auth.ts';
import { REQUIRED_FIELDS_MESSAGE } from './messages.ts';

/** base64url text as WebAuthn JSON carries it; bounded so a request cannot be huge (decision 070). */
const base64url = (max: number) =>
  z
    .string({ error: REQUIRED_FIELDS_MESSAGE })
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, 'Not a passkey answer.');

const TransportSchema = z.string().max(32);

/**
 * What the browser's navigator.credentials.create() answers, as @simplewebauthn/browser encodes
 * it. Loose objects: the library reads fields we do not name, and checks them itself.
 */
export const PasskeyRegistrationResponseSchema = z.looseObject({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    transports: z.array(TransportSchema).max(10).optional(),
  }),
  clientExtensionResults: z.looseObject({}),
});

/** What navigator.credentials.get() answers. */
export const PasskeyAuthenticationResponseSchema = z.looseObject({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    // An ML-DSA signature (which Node 24 verifies, so the shop offers it) is 2,420-4,627 bytes.
    signature: base64url(8192),
    userHandle: base64url(256).optional(),
  }),
  clientExtensionResults: z.looseObject({}),
});
export type PasskeyAuthenticationResponse = z.infer<typeof PasskeyAuthenticationResponseSchema>;

/** Options for navigator.credentials.create()/get(), passed to @simplewebauthn/browser as they are. */
export const PasskeyOptionsSchema = z.looseObject({ challenge: z.string() });
export type PasskeyOptions = z.infer<typeof PasskeyOptionsSchema>;

export const PASSKEY_NAME_MAX = 60;

/** POST /auth/passkeys: the new passkey, and what the person calls it ("Work laptop"). */
export const AddPasskeyBodySchema = z.object({
  name: z
    .string({ error: 'Give the passkey a name.' })
    .trim()
    .min(1, 'Give the passkey a name.')
    .max(PASSKEY_NAME_MAX, `Keep the name to ${PASSKEY_NAME_MAX} characters.`),
  response: PasskeyRegistrationResponseSchema,
});
export type AddPasskeyBody = z.infer<typeof AddPasskeyBodySchema>;

/** One of an account's passkeys, as GET /auth/passkeys lists it (no key material). */
export const PasskeySchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Passkey = z.infer<typeof PasskeySchema>;

export const PasskeyListSchema = z.object({ passkeys: z.array(PasskeySchema) });
export type PasskeyList = z.infer<typeof PasskeyListSchema>;

export const PasskeyIdParamsSchema = z.object({ id: z.uuid('No such passkey.') });

/**
 * POST /auth/passkey-login/options. Without `challenge`, options for a usernameless sign-in (the
 * browser offers the shop's passkeys); with the `challenge` of a sign-in that owes a second
 * factor, options naming that account's passkeys.
 */
export const PasskeyLoginOptionsBodySchema = z.object({
  challenge: z.string().min(1).max(200).optional(),
});
export type PasskeyLoginOptionsBody = z.infer<typeof PasskeyLoginOptionsBodySchema>;

/** POST /auth/passkey-login: the assertion, and the pending sign-in it completes, if any. */
export const PasskeyLoginBodySchema = z.object({
  challenge: z.string().min(1).max(200).optional(),
  response: PasskeyAuthenticationResponseSchema,
});
export type PasskeyLoginBody = z.infer<typeof PasskeyLoginBodySchema>;

export const PasskeyLoginResponseSchema = AuthResponseSchema;

export const PASSKEY_CHALLENGE_MINUTES = 5;
export const PASSKEY_NOT_ACCEPTED_MESSAGE =
  'That passkey was not accepted. Please try again, or sign in with your password.';
export const PASSKEY_EXPIRED_MESSAGE = 'This passkey request has expired. Please try again.';
export const PASSKEY_ALREADY_ADDED_MESSAGE = 'This passkey is already added to an account.';
export const PASSKEY_NOT_FOUND_MESSAGE = 'No such passkey.';
