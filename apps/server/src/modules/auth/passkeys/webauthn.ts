/**
 * @simplewebauthn/server, loaded by the first passkey request rather than at every start (issue
 * 40.13: it cost the release 24 MB alone at start, bench/release-parts.ts). As decision 080 found,
 * the boundary must be the package's own import(): esbuild hoists a static import of an external
 * package to the top of the bundle. Its types are imported as types only.
 */
export const webAuthn = () => import('@simplewebauthn/server');

/** base64url text and bytes, as the package's `isoBase64URL` helpers convert them. */
export const base64url = {
  toBytes: (text: string): Uint8Array<ArrayBuffer> =>
    new Uint8Array(Buffer.from(text, 'base64url')),
  fromBytes: (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url'),
  toUtf8: (text: string): string => Buffer.from(text, 'base64url').toString('utf8'),
};
