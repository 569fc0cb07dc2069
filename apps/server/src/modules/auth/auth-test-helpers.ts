import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { outbox } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** The client IP; a fresh one keeps per-IP limits out of tests about other rules. */
  ip?: string;
}

let ipCounter = 0;
/** A client IP no other call in this test file has used. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export function apiCaller(t: TestApp) {
  return async (method: 'GET' | 'POST' | 'PUT', url: string, options: CallOptions = {}) => {
    const response = await t.app.inject({
      method,
      url: `/api/v1${url}`,
      ...(options.body === undefined ? {} : { payload: options.body as object }),
      headers: options.headers,
      remoteAddress: options.ip ?? freshIp(),
    });
    return { status: response.statusCode, body: response.json() };
  };
}

export const uniqueEmail = () => `person-${randomUUID().slice(0, 8)}@example.com`;

/** The 6-digit code in the newest message sent to `to`, read from the outbox like an admin. */
/** The code in the last message to `to`; waits a moment, as reset codes are sent after the answer. */
export async function lastCodeSentTo(db: Database, to: string): Promise<string> {
  for (let wait = 0; wait < 40; wait += 1) {
    const [row] = await db
      .select({ text: outbox.text })
      .from(outbox)
      .where(eq(outbox.to, to))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    const code = row?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code was sent to ${to}`);
}

/** Any 6-digit code other than `code`. */
export function otherCode(code: string, offset = 1): string {
  return ((Number(code) + offset) % 1_000_000).toString().padStart(6, '0');
}
