import type { Credential } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import { textsStopped, textsStoppedMessage } from '../sms-opt-outs/sms-opt-outs.ts';
import { usersRepository } from '../users/users.repository.ts';
import { accountLimiter } from './account-limiter.ts';
import { codeDelivery } from './code-delivery.ts';
import { verificationCodesRepository } from './verification-codes.repository.ts';
import { verificationCodes } from './verification-codes.ts';

/** Everything the auth services share, built once per route plugin from the app. */
export function authDeps(app: FastifyInstance) {
  const secret = app.config.jwtSecret;
  const limiter = accountLimiter(app.db, secret);
  const codes = verificationCodes({
    repository: verificationCodesRepository(app.db),
    limiter,
    secret,
  });
  return {
    users: usersRepository(app.db),
    limiter,
    codes,
    delivery: codeDelivery({
      codes,
      messenger: app.messenger,
      shopName: app.config.shopName,
      textsStopped: (phone) => textsStopped(app.db, phone),
      textsStoppedMessage: textsStoppedMessage(app.config.twilio.from),
    }),
    db: app.db,
    tokens: app.sessionTokens,
    adapters: app.adapters,
    config: app.config,
    log: app.log,
  };
}

export type AuthDeps = ReturnType<typeof authDeps>;

/** The normalised credential, or the trimmed lower-cased text when it is neither kind. */
export function credentialKey(credential: Credential, typed: string): string {
  if (credential.kind === 'email') return credential.email;
  if (credential.kind === 'phone') return credential.phoneNumber;
  return typed.trim().toLowerCase();
}
