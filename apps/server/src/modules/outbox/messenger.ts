import type { MessageChannel } from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import { DeliveryRefusedError, TextsStoppedError } from '../../adapters/delivery-refused.ts';
import type { Adapters } from '../../adapters/index.ts';
import { textToEmailHtml } from '../../adapters/mail/email-html.ts';
import type { Database } from '../../db/database.ts';
import { type OutboxRepository, type OutboxRow, outboxRepository } from './outbox.repository.ts';
import { maskSecret } from './outbox-view.ts';
import { toGsm7 } from './sms-text.ts';

/** What a feature asks to send. `subject` is used for e-mail only. */
export interface OutgoingMessage {
  channel: MessageChannel;
  to: string;
  subject?: string;
  text: string;
  /** Optional; e-mails without it get an HTML part made from the text. */
  html?: string;
  /** A one-time code in `text`, hidden from staff once a provider delivers (outbox-view.ts). */
  secret?: string;
  /** E-mail only: the address that stops this kind of message in one click (RFC 8058). */
  listUnsubscribe?: string;
}

export interface SendResult {
  id: string;
  status: 'sent' | 'failed';
}

/**
 * How every e-mail and SMS leaves the shop:
 *   await app.messenger.send({ channel: 'email', to, subject, text });
 * The message is written to the outbox first, then handed to the configured provider (SMTP or
 * Twilio). With no provider for the channel the outbox row is the delivery: it is marked 'sent'
 * and a log line (no body: bodies carry codes) says so; admins read it at GET /admin/outbox.
 * A provider failure never throws: it is recorded (attempts, last_error) and retried with
 * exponential backoff by `retryDue`, which the retry loop runs every minute, unless the provider
 * refused the message for good (`DeliveryRefusedError`: a number that texted STOP).
 */
export interface Messenger {
  send(message: OutgoingMessage): Promise<SendResult>;
  /** An admin's Resend of one failed message, now; undefined when it is not failed. */
  resend(id: string): Promise<SendResult | undefined>;
  /**
   * Writes the message through `db`, a transaction that commits it together with what it
   * reports (a reminder's "sent" mark); `deliver` it once committed. A row whose sender died
   * before delivering goes out with the retry loop when its lease runs out.
   */
  enqueue(db: Database, message: OutgoingMessage): Promise<OutboxRow>;
  deliver(row: OutboxRow): Promise<SendResult>;
  /** Delivers failed messages whose backoff has passed; returns how many were tried. */
  retryDue(): Promise<number>;
  startRetryLoop(intervalMs?: number): void;
  stopRetryLoop(): void;
}

export const MAX_DELIVERY_ATTEMPTS = 6;
const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 60 * 60_000;
const CLAIM_LEASE_MS = 5 * 60_000;
const RETRY_BATCH = 20;

/** 1, 2, 4, 8, 16 minutes after attempts 1..5; none after the last attempt. */
export function retryAt(attempts: number, now: Date): Date | null {
  if (attempts >= MAX_DELIVERY_ATTEMPTS) return null;
  const delay = Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), MAX_RETRY_MS);
  return new Date(now.getTime() + delay);
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

export function createMessenger(deps: {
  repository: OutboxRepository;
  adapters: Adapters;
  shopName: string;
  log: FastifyBaseLogger;
}): Messenger {
  const { repository, adapters, log } = deps;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  /** Returns the provider name, or null when the channel has none configured. */
  async function deliver(row: OutboxRow): Promise<string | null> {
    if (row.channel === 'email') {
      if (!adapters.mail) return null;
      const html = row.html ?? textToEmailHtml(row.text, deps.shopName);
      const subject = row.subject ?? deps.shopName;
      const listUnsubscribe = row.listUnsubscribe ?? undefined;
      await adapters.mail.send({ to: row.to, subject, text: row.text, html, listUnsubscribe });
      return adapters.mail.name;
    }
    // Twilio would refuse it (21610) after the shop paid for the attempt: the shop knows first.
    if (await repository.textsStopped(row.to)) {
      throw new TextsStoppedError('the number replied STOP: not handed to the text provider');
    }
    if (!adapters.sms) return null;
    await adapters.sms.send({ to: row.to, text: row.text });
    return adapters.sms.name;
  }

  async function attempt(row: OutboxRow): Promise<SendResult> {
    const context = { outboxId: row.id, channel: row.channel, to: row.to, subject: row.subject };
    try {
      const provider = await deliver(row);
      await repository.markSent(row.id, new Date(), provider !== null);
      if (provider) log.info({ ...context, provider }, 'message delivered');
      else log.info(context, 'message stored in the outbox (no provider configured)');
      return { id: row.id, status: 'sent' };
    } catch (error) {
      const attempts = row.attempts + 1;
      const next = error instanceof DeliveryRefusedError ? null : retryAt(attempts, new Date());
      await repository.markFailed(row.id, { attempts, error: describe(error), retryAt: next });
      if (error instanceof TextsStoppedError) await repository.recordTextsStopped(row.to);
      log.warn({ ...context, attempts, err: describe(error), retryAt: next }, 'delivery failed');
      return { id: row.id, status: 'failed' };
    }
  }

  function store(into: OutboxRepository, message: OutgoingMessage): Promise<OutboxRow> {
    const email = message.channel === 'email';
    const now = new Date();
    // Names are made GSM-7 where the SMS is built; this keeps any other text from turning UCS-2.
    const text = email ? message.text : toGsm7(message.text);
    return into.insert(
      {
        channel: message.channel,
        to: message.to,
        subject: email ? (message.subject ?? deps.shopName) : null,
        text,
        maskedText: maskSecret(text, message.secret),
        html: email ? (message.html ?? textToEmailHtml(message.text, deps.shopName)) : null,
        listUnsubscribe: email ? (message.listUnsubscribe ?? null) : null,
      },
      now,
      new Date(now.getTime() + CLAIM_LEASE_MS),
    );
  }

  return {
    async send(message) {
      return attempt(await store(repository, message));
    },

    async resend(id) {
      const row = await repository.claimFailed(id, new Date(Date.now() + CLAIM_LEASE_MS));
      return row ? attempt(row) : undefined;
    },

    enqueue: (db, message) => store(outboxRepository(db), message),

    deliver: attempt,

    async retryDue() {
      const now = new Date();
      const rows = await repository.claimDue(
        now,
        new Date(now.getTime() + CLAIM_LEASE_MS),
        RETRY_BATCH,
      );
      // Stopping leaves the rest of the batch claimed; its lease runs out and another try sends it.
      for (const row of rows) if (!stopped) await attempt(row);
      return rows.length;
    },

    startRetryLoop(intervalMs = FIRST_RETRY_MS) {
      if (timer) return;
      stopped = false;
      timer = setInterval(() => {
        this.retryDue().catch((error) => log.error({ err: error }, 'outbox retry failed'));
      }, intervalMs);
      timer.unref();
    },

    stopRetryLoop() {
      if (timer) clearInterval(timer);
      timer = null;
      stopped = true;
    },
  };
}
