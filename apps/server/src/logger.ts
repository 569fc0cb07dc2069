import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.ts';
import { BatchedWriter } from './lib/batched-writer.ts';
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

/**
 * Log bytes gathered before one write to stdout: about 400 request lines at info. 128 KB
 * batches served 3% more cached reads than 32 KB ones; 512 KB no more than 128 (decision 038).
 */
const WRITE_AT_BYTES = 128 * 1024;
/** The longest a line waits for its write when traffic is light. */
const FLUSH_EVERY_MS = 100;

/** JSON lines for machines; readable lines when a person runs the server in a terminal. */
export function createLogger(
  config: Pick<Config, 'logLevel' | 'nodeEnv'>,
  destination?: DestinationStream,
): Logger {
  const options = { level: config.logLevel, ...scrubbingLoggerOptions };
  if (destination) return pino(options, destination);
  if (canPrettyPrint(config)) {
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } },
    });
  }
  // Stdout in batches, not one write system call per line: that cost more than answering a
  // cached read (decision 034). Silent loggers (tests) write nothing and need no batch.
  return config.logLevel === 'silent'
    ? pino(options)
    : pino(options, new BatchedWriter(1, WRITE_AT_BYTES, FLUSH_EVERY_MS));
}
