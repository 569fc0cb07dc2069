import { errors, jwtVerify, SignJWT } from 'jose';

/** Session tokens are HS256 JWTs; the algorithm is pinned so `alg: none` and RS/HS confusion fail. */
const ALGORITHM = 'HS256';
export const SESSION_TTL = '7d';
export const SESSION_TTL_MS = 7 * 24 * 3_600_000;

export interface SessionClaims {
  userId: string;
  /** The user's token version when signed; bumping it in the database revokes the token. */
  tokenVersion: number;
  /** The `sessions` row the token belongs to; deleting the row ends the token (decision 078). */
  sessionId: string;
}

export interface SessionTokens {
  sign(claims: SessionClaims): Promise<string>;
  /** The claims of a valid, unexpired token signed by us, or null. */
  verify(token: string): Promise<SessionClaims | null>;
}

export function createSessionTokens(secret: string, ttl: string = SESSION_TTL): SessionTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userId, tokenVersion, sessionId }) =>
      new SignJWT({ ver: tokenVersion, sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
        const { sub, ver, sid } = payload;
        // A token from before sessions were rows (no `sid`) is refused: it signs in again once.
        if (typeof sub !== 'string' || typeof ver !== 'number' || typeof sid !== 'string')
          return null;
        return { userId: sub, tokenVersion: ver, sessionId: sid };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
