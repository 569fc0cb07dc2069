import { RateLimitedError } from '../../errors/index.ts';
import type { AttemptCounter } from '../../plugins/attempt-counting.ts';
import { ATTEMPT_LIMITS, type AttemptKind, type AttemptScope } from './attempt-limits.ts';

/** Who is attempting: the signed-in account and the client's address (request.ip). */
export interface Attempter {
  userId: string;
  address: string;
}

/** A key that just reached its limit: the start of a burst, reported once per window. */
export interface Burst {
  kind: AttemptKind;
  scope: AttemptScope;
  attempter: Attempter;
  attempts: number;
}

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/**
 * Per-account and per-address limits on one kind of attempt. Refused attempts are not counted,
 * so a locked key opens when its window (from its first failure) ends. The attempt that reaches
 * a limit is the only one to see that count, so `onBurst` runs once per key and window.
 */
export function attemptLimiter(
  counter: AttemptCounter,
  kind: AttemptKind,
  onBurst: (burst: Burst) => Promise<void>,
) {
  const policy = ATTEMPT_LIMITS[kind];
  const windowMs = policy.windowMinutes * 60_000;
  const keysOf = (attempter: Attempter) =>
    [
      { scope: 'account', key: `${kind}:account:${attempter.userId}`, max: policy.account },
      { scope: 'address', key: `${kind}:address:${attempter.address}`, max: policy.address },
    ] as const;

  async function assertOpen(attempter: Attempter): Promise<void> {
    for (const { key, max } of keysOf(attempter)) {
      const { current, ttl } = await counter.peek(key);
      if (current >= max) {
        throw new RateLimitedError(
          `${policy.refusal} Please try again in ${minutes(ttl)} minutes.`,
          Math.ceil(ttl / 1000),
        );
      }
    }
  }

  async function count(attempter: Attempter): Promise<void> {
    for (const { scope, key, max } of keysOf(attempter)) {
      const { current } = await counter.count(key, windowMs);
      if (current === max) await onBurst({ kind, scope, attempter, attempts: current });
    }
  }

  return {
    assertOpen,

    /** Runs `attempt` unless a limit is reached; counts it when it fails with `isFailure`. */
    async guard<T>(
      attempter: Attempter,
      attempt: () => Promise<T>,
      isFailure: (error: unknown) => boolean,
    ): Promise<T> {
      await assertOpen(attempter);
      try {
        return await attempt();
      } catch (error) {
        if (isFailure(error)) await count(attempter);
        throw error;
      }
    },

    /** Runs `attempt` unless a limit is reached, counting it whatever its outcome. */
    async counted<T>(attempter: Attempter, attempt: () => Promise<T>): Promise<T> {
      await assertOpen(attempter);
      await count(attempter);
      return attempt();
    },
  };
}

export type AttemptLimiter = ReturnType<typeof attemptLimiter>;
