import type { MessageChannel } from '@shop/contract';
import { ConflictError } from '../../errors/index.ts';
import type { Messenger } from '../outbox/messenger.ts';
import { fitSms, type SmsWording } from '../outbox/sms-text.ts';
import type { CodePurpose } from './verification-codes.repository.ts';
import { CODE_TTL_MINUTES, type VerificationCodes } from './verification-codes.ts';

export interface CodeTarget {
  channel: MessageChannel;
  /** The e-mail address or phone number the code goes to. */
  to: string;
}

/** The e-mail, and the SMS's wordings, longest first. */
interface CodeMessage {
  subject: string;
  text: string;
  sms: SmsWording[];
}

function wording(purpose: CodePurpose, shopName: string, code: string): CodeMessage {
  if (purpose === 'reset-password') {
    return {
      subject: `Reset your ${shopName} password`,
      text: `Your ${shopName} password reset code is ${code}. It expires in ${CODE_TTL_MINUTES} minutes.\n\nIf you did not ask to reset your password, ignore this message; your password stays the same.`,
      sms: [
        (name) =>
          `Your ${name(shopName)} password reset code is ${code}. It expires in ${CODE_TTL_MINUTES} minutes.\n\nIf you did not ask to reset your password, ignore this message; your password stays the same.`,
        (name) =>
          `${name(shopName)} password reset code: ${code} (expires in ${CODE_TTL_MINUTES} min). Not you? Ignore this.`,
      ],
    };
  }
  return {
    subject: `Your ${shopName} verification code`,
    text: `Your ${shopName} verification code is ${code}. It expires in ${CODE_TTL_MINUTES} minutes.\n\nIf you did not ask for it, you can ignore this message.`,
    sms: [
      (name) =>
        `Your ${name(shopName)} verification code is ${code}. It expires in ${CODE_TTL_MINUTES} minutes.\n\nIf you did not ask for it, you can ignore this message.`,
      (name) =>
        `${name(shopName)} verification code: ${code} (expires in ${CODE_TTL_MINUTES} min). Not you? Ignore this.`,
    ],
  };
}

/**
 * Issues a code and sends it through the messenger; the code itself is never logged. A code for
 * a number that replied STOP is refused before it is made (409): Twilio would refuse the text.
 */
export function codeDelivery(deps: {
  codes: VerificationCodes;
  messenger: Messenger;
  shopName: string;
  /** Whether the number replied STOP (sms_opt_outs), and what the customer is told then. */
  textsStopped: (phone: string) => Promise<boolean>;
  textsStoppedMessage: string;
}) {
  return {
    /** Refuses (409) a number the shop cannot text. */
    async assertCanText(phone: string): Promise<void> {
      if (await deps.textsStopped(phone)) throw new ConflictError(deps.textsStoppedMessage);
    },

    async send(userId: string, target: CodeTarget, purpose: CodePurpose): Promise<void> {
      if (target.channel === 'sms') await this.assertCanText(target.to);
      const code = await deps.codes.issue(userId, purpose);
      const { subject, text, sms } = wording(purpose, deps.shopName, code);
      const body = target.channel === 'sms' ? fitSms(sms) : text;
      await deps.messenger.send({ ...target, subject, text: body, secret: code });
    },
  };
}

export type CodeDelivery = ReturnType<typeof codeDelivery>;
