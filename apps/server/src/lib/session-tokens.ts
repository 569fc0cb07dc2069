import { errors, jwtVerify, SignJWT } from 'jose';

/** Session tokens are HS256 JWTs; the algorithm is pinned so `alg: none` and RS/HS confusion fail. */
const ALGORITHM = 'HS256';
export const SESSION_TTL = '7d';

export interface SessionClaims {
  userId: string;
  /** The user's token version when signed; bumping it in the database revokes the token. */
  tokenVersion: number;
}

export interface SessionTokens {
  sign(claims: SessionClaims): Promise<string>;
  /** The claims of a valid, unexpired token signed by us, or null. */
  verify(token: string): Promise<SessionClaims | null>;
}

export function createSessionTokens(secret: string, ttl: string = SESSION_TTL): SessionTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userId, tokenVersion }) =>
      new SignJWT({ ver: tokenVersion })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
        return { userId: payload.sub, tokenVersion: payload.ver };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
