import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { DEFAULT_SHOP_EMAIL } from '../contact/contact.routes.ts';
import { type AttemptLimiter, attemptLimiter, type Burst } from './attempt-limiter.ts';
import { ATTEMPT_LIMITS, type AttemptKind } from './attempt-limits.ts';

function burstMail(burst: Burst, accountEmail: string | null) {
  const policy = ATTEMPT_LIMITS[burst.kind];
  const from =
    burst.scope === 'account'
      ? `the account ${accountEmail ?? burst.attempter.userId}`
      : `the address ${burst.attempter.address}`;
  const subject = `Unusual activity: ${burst.attempts} ${policy.alert} from one ${burst.scope}`;
  const text = [
    `${burst.attempts} ${policy.alert} came from ${from} within ${policy.windowMinutes} minutes.`,
    `Further attempts from it are refused until its ${policy.windowMinutes}-minute window ends.`,
    `The last attempt was made by account ${accountEmail ?? burst.attempter.userId} from address ${burst.attempter.address}.`,
    'This can be someone testing stolen cards or guessing codes. No action is needed unless it repeats.',
  ].join('\n\n');
  return { subject, text };
}

/** The limiter of one kind of attempt, telling the shop's owner of each burst by e-mail. */
export function attemptLimiterFor(app: FastifyInstance, kind: AttemptKind): AttemptLimiter {
  const to = app.config.mail.shopEmail ?? DEFAULT_SHOP_EMAIL;
  return attemptLimiter(app.attempts, kind, async (burst) => {
    const [account] = await app.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, burst.attempter.userId));
    app.log.warn({ kind, scope: burst.scope }, 'attempt limit reached');
    await app.messenger.send({ channel: 'email', to, ...burstMail(burst, account?.email ?? null) });
  });
}
