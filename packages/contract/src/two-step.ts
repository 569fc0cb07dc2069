import { z } from 'zod';
import { AuthResponseSchema } from './auth.ts';
import { REQUIRED_FIELDS_MESSAGE } from './messages.ts';

/** How a pending sign-in may be completed (decisions 069 and 079). */
export const SecondFactorMethodSchema = z.enum(['totp', 'recovery_code', 'passkey']);
export type SecondFactorMethod = z.infer<typeof SecondFactorMethodSchema>;

export const RECOVERY_CODE_COUNT = 10;
export const SECOND_FACTOR_CHALLENGE_MINUTES = 5;

/** A login of an account with two-step sign-in on: no token yet, a code is owed. */
export const SecondFactorChallengeSchema = z.object({
  secondFactorRequired: z.literal(true),
  challenge: z.string(),
  methods: z.array(SecondFactorMethodSchema),
});
export type SecondFactorChallenge = z.infer<typeof SecondFactorChallengeSchema>;

/** POST /auth/login answer: the spec's token answer, or a challenge when a second factor is on. */
export const LoginResponseSchema = z.union([AuthResponseSchema, SecondFactorChallengeSchema]);
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const isSecondFactorChallenge = (answer: LoginResponse): answer is SecondFactorChallenge =>
  'secondFactorRequired' in answer;

/** A 6-digit authenticator code or a recovery code, as typed (spaces and dashes allowed). */
const TypedCodeSchema = z
  .string({ error: REQUIRED_FIELDS_MESSAGE })
  .trim()
  .min(1, REQUIRED_FIELDS_MESSAGE)
  .max(64, 'That code is too long.');

/** POST /auth/login/second-factor */
export const SecondFactorLoginBodySchema = z.object({
  challenge: z.string({ error: REQUIRED_FIELDS_MESSAGE }).min(1, REQUIRED_FIELDS_MESSAGE).max(200),
  code: TypedCodeSchema,
});
export type SecondFactorLoginBody = z.infer<typeof SecondFactorLoginBodySchema>;

/** POST /auth/totp/setup answer: the new secret, to type or scan, not yet on. */
export const TotpSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
});
export type TotpSetupResponse = z.infer<typeof TotpSetupResponseSchema>;

/** POST /auth/totp/confirm */
export const TotpConfirmBodySchema = z.object({
  code: z
    .string({ error: REQUIRED_FIELDS_MESSAGE })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'),
});
export type TotpConfirmBody = z.infer<typeof TotpConfirmBodySchema>;

/** POST /auth/totp/confirm answer: two-step sign-in is on; the recovery codes, shown this once. */
export const TotpConfirmResponseSchema = z.object({
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type TotpConfirmResponse = z.infer<typeof TotpConfirmResponseSchema>;

/** POST /auth/totp/disable and POST /auth/totp/recovery-codes: a current code proves it is you. */
export const TotpCodeBodySchema = z.object({ code: TypedCodeSchema });
export type TotpCodeBody = z.infer<typeof TotpCodeBodySchema>;

/**
 * GET /auth/totp: whether two-step sign-in is on, how many recovery codes are left, and whether
 * the back office waits for it (a staff member, in production, without it).
 */
export const TotpStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  requiredForBackOffice: z.boolean(),
});
export type TotpStatus = z.infer<typeof TotpStatusSchema>;

export const WRONG_SECOND_FACTOR_MESSAGE = 'That code is not right. Please try again.';
export const SIGN_IN_CHALLENGE_EXPIRED_MESSAGE =
  'This sign-in has expired. Please enter your password again.';
export const TOTP_ALREADY_ON_MESSAGE = 'Two-step sign-in is already on for this account.';
export const TOTP_NOT_STARTED_MESSAGE = 'Start setting up two-step sign-in first.';
export const TOTP_NOT_ON_MESSAGE = 'Two-step sign-in with an authenticator app is not on.';
