import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey authenticator in software, for API tests: it answers the server's WebAuthn options
 * with real attestation (fmt "none") and assertion responses, signed with an ES256 (P-256) key
 * made by node:crypto, as a phone or a security key would. Its counter and key can be turned
 * back or swapped to test the server's refusals.
 */
export interface SoftwarePasskey {
  credentialId: Uint8Array<ArrayBuffer>;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

interface Options {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
  user?: { id: string };
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

const sha256 = (data: Uint8Array | string) =>
  new Uint8Array(createHash('sha256').update(data).digest());
const uint32 = (value: number) => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value);
  return bytes;
};
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

function coseKeyOf(privateKey: KeyObject): Uint8Array {
  const jwk = privateKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
      [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
    ]),
  );
}

const clientData = (type: string, challenge: string, origin: string) =>
  isoBase64URL.fromUTF8String(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

/**
 * navigator.credentials.create(): a new passkey and the registration response to send; `reuse`
 * registers an existing passkey's credential again (a browser would not; a tampered one might).
 */
export function createPasskey(
  options: Options,
  origin = 'http://localhost:3000',
  reuse?: SoftwarePasskey,
) {
  const privateKey =
    reuse?.privateKey ?? generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
  const credentialId = reuse?.credentialId ?? new Uint8Array(randomBytes(16));
  const rpId = options.rp?.id ?? 'localhost';
  const credentialIdLength = new Uint8Array([credentialId.length >> 8, credentialId.length & 255]);
  const authData = concat(
    sha256(rpId),
    new Uint8Array([FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA]),
    uint32(0),
    new Uint8Array(16), // AAGUID: none
    credentialIdLength,
    credentialId,
    coseKeyOf(privateKey),
  );
  const attestationObject = isoCBOR.encode(
    new Map<string, unknown>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', authData],
    ]) as never,
  );
  const id = isoBase64URL.fromBuffer(credentialId);
  const passkey: SoftwarePasskey = {
    credentialId,
    privateKey,
    userHandle: options.user?.id ?? '',
    counter: 0,
  };
  const response = {
    id,
    rawId: id,
    type: 'public-key' as const,
    response: {
      clientDataJSON: clientData('webauthn.create', options.challenge, origin),
      attestationObject: isoBase64URL.fromBuffer(attestationObject),
      transports: ['internal'],
    },
    clientExtensionResults: {},
  };
  return { passkey, response };
}

/** navigator.credentials.get(): the passkey signs the challenge; its counter goes up by one. */
export function assertWith(
  passkey: SoftwarePasskey,
  options: Options,
  { origin = 'http://localhost:3000', counter }: { origin?: string; counter?: number } = {},
) {
  passkey.counter = counter ?? passkey.counter + 1;
  const rpId = options.rpId ?? 'localhost';
  const authData = concat(
    sha256(rpId),
    new Uint8Array([FLAG_USER_PRESENT | FLAG_USER_VERIFIED]),
    uint32(passkey.counter),
  );
  const clientDataJSON = clientData('webauthn.get', options.challenge, origin);
  const signed = concat(authData, sha256(isoBase64URL.toBuffer(clientDataJSON)));
  const id = isoBase64URL.fromBuffer(passkey.credentialId);
  return {
    id,
    rawId: id,
    type: 'public-key' as const,
    response: {
      clientDataJSON,
      authenticatorData: isoBase64URL.fromBuffer(authData),
      signature: isoBase64URL.fromBuffer(sign('sha256', signed, passkey.privateKey)),
      userHandle: passkey.userHandle,
    },
    clientExtensionResults: {},
  };
}
