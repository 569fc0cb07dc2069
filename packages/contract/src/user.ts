import { z } from 'zod';
import { REQUIRED_FIELDS_MESSAGE } from './messages.ts';
import { StaffRoleSchema } from './permissions.ts';
import { AddressStateSchema } from './us-states.ts';

export const RoleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof RoleSchema>;

/** A required text field: trimmed, and blank counts as missing. */
export function requiredText(maxLength: number) {
  return z
    .string({ error: REQUIRED_FIELDS_MESSAGE })
    .trim()
    .min(1, { error: REQUIRED_FIELDS_MESSAGE, abort: true })
    .max(maxLength, { error: `Must be at most ${maxLength} characters.` });
}

export const NameSchema = requiredText(100);

/** Shipping address (SPEC.md section 2, Shipping details): every field required. */
export const AddressSchema = z.object({
  street: requiredText(200),
  city: requiredText(100),
  state: AddressStateSchema,
  zip: requiredText(20).regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code.'),
});
export type Address = z.infer<typeof AddressSchema>;

/** An address as an order recorded it: read back as stored, even from before the state list. */
export const RecordedAddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});

/** PUT /users/me. Unknown keys (role, isEmailVerified, ...) are stripped, never applied. */
export const UpdateMeBodySchema = z.object({
  name: NameSchema.optional(),
  address: AddressSchema.optional(),
});
export type UpdateMeBody = z.infer<typeof UpdateMeBodySchema>;

/** The address as stored on a user who may not have filled it in yet. */
export const StoredAddressSchema = z.object({
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
});
export type StoredAddress = z.infer<typeof StoredAddressSchema>;

/** The public user: what GET /users/me and the auth responses return. No secrets. */
export const UserSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** 'admin' for every staff account, whatever its staff role (the spec's app reads it). */
  role: RoleSchema,
  /** The back-office role of a staff account; null for customers. */
  staffRole: StaffRoleSchema.nullable(),
  isEmailVerified: z.boolean(),
  isPhoneVerified: z.boolean(),
  address: StoredAddressSchema,
});
export type User = z.infer<typeof UserSchema>;
