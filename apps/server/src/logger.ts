import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.ts';
import { scrubbingLoggerOptions } from './log-scrubbing.ts';

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
export function createLogger(
  config: Pick<Config, 'logLevel' | 'nodeEnv'>,
  destination?: DestinationStream,
): Logger {
  const options = { level: config.logLevel, ...scrubbingLoggerOptions };
  if (destination) return pino(options, destination);
  return pino({
    ...options,
    ...(canPrettyPrint(config)
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : {}),
  });
}
