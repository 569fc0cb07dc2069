import { writeSync } from 'node:fs';

const WAIT = new Int32Array(new SharedArrayBuffer(4));
/** How long a full non-blocking pipe gets before the write is tried again. */
const FULL_PIPE_WAIT_MS = 10;

/**
 * Log lines gathered into one write to a file descriptor once `batchBytes` of them are waiting
 * or every `flushMs`, and on exit (an uncaught exception's exit included). The writes stay
 * synchronous, so a reader that falls behind slows the writer rather than filling its memory.
 *
 * pino's own buffered destination measures its whole pending batch again for every line; this
 * keeps the lines apart and joins them once per write.
 */
export class BatchedWriter {
  private lines: string[] = [];
  private length = 0;
  private broken = false;

  constructor(
    private readonly fd: number,
    private readonly batchBytes: number,
    flushMs: number,
  ) {
    setInterval(() => this.flush(), flushMs).unref();
    process.on('exit', () => this.flush());
  }

  write(line: string): boolean {
    if (this.broken) return true;
    this.lines.push(line);
    // Characters, not bytes: close enough to decide when to write.
    this.length += line.length;
    if (this.length >= this.batchBytes) this.flush();
    return true;
  }

  /** `done`: pino's logger.flush(callback) passes one. */
  flush(done?: (error?: Error) => void): void {
    this.writeOut();
    done?.();
  }

  private writeOut(): void {
    if (this.length === 0) return;
    const bytes = Buffer.from(this.lines.join(''));
    this.lines = [];
    this.length = 0;
    let written = 0;
    while (written < bytes.length && !this.broken) {
      try {
        written += writeSync(this.fd, bytes, written);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EAGAIN') Atomics.wait(WAIT, 0, 0, FULL_PIPE_WAIT_MS);
        // Nobody reads the log any more (EPIPE and the like): drop it rather than fail requests.
        else this.broken = true;
      }
    }
  }
}
