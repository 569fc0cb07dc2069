import type { OAuth2Client } from 'google-auth-library';

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
  // google-auth-library is loaded by the first Google sign-in, not at start (decision 080).
  let client: Promise<OAuth2Client> | undefined;
  const verifier = () => {
    client ??= import('google-auth-library').then(
      ({ OAuth2Client: Client }) => new Client(clientId),
    );
    return client;
  };
  return {
    async verify(idToken) {
      try {
        const ticket = await (await verifier()).verifyIdToken({ idToken, audience: clientId });
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
