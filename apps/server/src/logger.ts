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

/** Log bytes gathered before one write to stdout: about 25 request lines at info. */
const WRITE_AT_BYTES = 8 * 1024;
/** The longest a line waits for its write when traffic is light. */
const FLUSH_EVERY_MS = 100;

/**
 * Stdout written in batches: one write per WRITE_AT_BYTES or FLUSH_EVERY_MS instead of one
 * write system call per line, which cost more than answering a cached request (decision 034).
 * The writes stay synchronous, so a slow reader slows the server rather than filling its memory.
 * What is gathered is written on exit, an uncaught exception's exit included.
 */
function batchedStdout(): DestinationStream {
  const stream = pino.destination({
    dest: 1,
    sync: true,
    minLength: WRITE_AT_BYTES,
    periodicFlush: FLUSH_EVERY_MS,
  });
  process.on('exit', () => stream.flushSync());
  return stream;
}

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
  // Silent loggers (tests) write nothing, so they need no batch, timer or exit hook.
  return config.logLevel === 'silent' ? pino(options) : pino(options, batchedStdout());
}
