import { OAuth2Client } from 'google-auth-library';

/** What we use from a verified Google ID token. */
export interface GoogleIdentity {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

export interface GoogleVerifier {
  /** The identity in a valid ID token issued for our client id, or null for any bad token. */
  verify(idToken: string): Promise<GoogleIdentity | null>;
}

/** Checks signature (Google's published keys), audience, issuer and expiry with google-auth-library. */
export function createGoogleVerifier(
  clientId: string,
  onError: (error: unknown) => void = () => {},
): GoogleVerifier {
  const client = new OAuth2Client(clientId);
  return {
    async verify(idToken) {
      try {
        const ticket = await client.verifyIdToken({ idToken, audience: clientId });
        const payload = ticket.getPayload();
        if (!payload?.sub) return null;
        return {
          sub: payload.sub,
          email: payload.email?.toLowerCase() ?? null,
          emailVerified: payload.email_verified === true,
          name: payload.name ?? null,
          picture: payload.picture ?? null,
        };
      } catch (error) {
        onError(error);
        return null;
      }
    },
  };
}
