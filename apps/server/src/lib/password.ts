import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to Argon2id with OWASP's minimum parameters (19 MiB, t=2, p=1).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}
