import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config, ParsedConfig } from './config.ts';

/**
 * Without JWT_SECRET, a secret is generated on the first start and kept in DATA_DIR so tokens
 * survive restarts. Mode 0600: only the server's user may read it.
 */
export function readOrCreateJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) {
    throw new Error(`${file} holds a secret shorter than 32 characters. Delete it to regenerate.`);
  }
  return secret;
}

export function withJwtSecret(config: ParsedConfig): Config {
  return { ...config, jwtSecret: config.jwtSecret ?? readOrCreateJwtSecret(config.dataDir) };
}
