import { createRequire } from 'node:module';
import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';

function canPrettyPrint(config: Pick<Config, 'nodeEnv'>): boolean {
  if (config.nodeEnv === 'production' || !process.stdout.isTTY) return false;
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/** JSON lines for machines; readable lines when a person runs the server in a terminal. */
export function createLogger(config: Pick<Config, 'logLevel' | 'nodeEnv'>): Logger {
  return pino({
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(canPrettyPrint(config)
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : {}),
  });
}
