import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM with a key derived (HKDF) from the server secret, for the authenticator secrets:
 * a copy of the database alone does not give anyone the codes. Stored as iv.tag.ciphertext, each
 * base64url.
 */
export function secretBox(serverSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'clearspring', 'totp-secret', 32));

  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed: string): string {
      const [iv = '', tag = '', body = ''] = sealed.split('.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

export type SecretBox = ReturnType<typeof secretBox>;
