import { eq, sql } from 'drizzle-orm';
import { sessions } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
export const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

/** app.inject under /api/v1 with a bearer token; answers the status and the parsed envelope. */
export function bearerCaller(t: TestApp) {
  return async (method: Method, url: string, token: string, body?: object) => {
    const response = await t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(body && { payload: body }),
    });
    const json = String(response.headers['content-type']).startsWith('application/json');
    return { status: response.statusCode, body: json ? response.json() : {}, text: response.body };
  };
}

/** Signs in through POST /auth/login from a device, as a browser would; answers the token. */
export async function signInFrom(
  t: TestApp,
  credential: string,
  password: string,
  device: { ip: string; userAgent: string },
): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { credential, password },
    remoteAddress: device.ip,
    headers: { 'user-agent': device.userAgent },
  });
  const token = response.json().data?.token;
  if (typeof token !== 'string') throw new Error(`sign-in refused: ${response.body}`);
  return token;
}

/** Moves every session of the account back in time, as if it had been idle `minutes`. */
export async function ageSessions(
  t: TestApp,
  userId: string,
  columns: { lastSeenMinutes?: number; authenticatedMinutes?: number },
) {
  const ago = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;
  await t.db
    .update(sessions)
    .set({
      ...(columns.lastSeenMinutes !== undefined && { lastSeenAt: ago(columns.lastSeenMinutes) }),
      ...(columns.authenticatedMinutes !== undefined && {
        authenticatedAt: ago(columns.authenticatedMinutes),
      }),
    })
    .where(eq(sessions.userId, userId));
}
