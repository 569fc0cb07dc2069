import { z } from 'zod';
import type { RegisterBodyInput } from './auth.ts';
import { NewPasswordSchema } from './auth.ts';
import { classifyCredential } from './credentials.ts';
import {
  CONSENT_REQUIRED_MESSAGE,
  INVALID_CREDENTIAL_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
} from './messages.ts';
import { NameSchema } from './user.ts';

const consent = z
  .boolean({ error: CONSENT_REQUIRED_MESSAGE })
  .refine((checked) => checked, CONSENT_REQUIRED_MESSAGE);

/**
 * The sign-up form of the web app (SPEC.md sections 2 and 5): one "Email or phone number"
 * field and the two checkboxes, which must both be ticked. The server gets `toRegisterBody`.
 */
export const SignUpFormSchema = z.object({
  name: NameSchema,
  credential: z
    .string({ error: REQUIRED_FIELDS_MESSAGE })
    .trim()
    .min(1, { error: REQUIRED_FIELDS_MESSAGE, abort: true })
    .refine((value) => classifyCredential(value).kind !== 'invalid', INVALID_CREDENTIAL_MESSAGE),
  password: NewPasswordSchema,
  trackingConsent: consent,
  termsAccepted: consent,
});
export type SignUpFormInput = z.input<typeof SignUpFormSchema>;
export type SignUpForm = z.output<typeof SignUpFormSchema>;

/** The register body: the credential goes as email or phoneNumber, or as neither if invalid. */
export function toRegisterBody(form: SignUpForm): RegisterBodyInput {
  const base = { name: form.name, password: form.password };
  const credential = classifyCredential(form.credential);
  if (credential.kind === 'email') return { ...base, email: credential.email };
  if (credential.kind === 'phone') return { ...base, phoneNumber: credential.phoneNumber };
  return base;
}
