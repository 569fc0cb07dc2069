import { writeSync } from 'node:fs';

const WAIT = new Int32Array(new SharedArrayBuffer(4));
/** How long a full non-blocking pipe gets before the write is tried again. */
const FULL_PIPE_WAIT_MS = 10;
/** UTF-8 takes at most 3 bytes for each UTF-16 code unit of a JavaScript string. */
const MAX_BYTES_PER_CHAR = 3;

/**
 * Log lines gathered into one write to a file descriptor once `batchBytes` of them are waiting
 * or every `flushMs`, and on exit (an uncaught exception's exit included). The writes stay
 * synchronous, so a reader that falls behind slows the writer rather than filling its memory.
 *
 * Each line is encoded straight into one buffer kept for the process's life: no joined string
 * and no new buffer per batch, which on a cached read was most of the log's cost (decision 034).
 */
export class BatchedWriter {
  private readonly batch: Buffer;
  private used = 0;
  private broken = false;

  constructor(
    private readonly fd: number,
    private readonly batchBytes: number,
    flushMs: number,
  ) {
    // Room for a full batch and one more long line, so a line rarely forces an early write.
    this.batch = Buffer.allocUnsafe(batchBytes * 2);
    setInterval(() => this.flush(), flushMs).unref();
    process.on('exit', () => this.flush());
  }

  write(line: string): boolean {
    const at = this.claim(line.length * MAX_BYTES_PER_CHAR);
    if (at >= 0) this.commit(at + this.batch.write(line, at));
    else if (!this.broken) {
      this.writeOut();
      this.writeAll(Buffer.from(line));
    }
    return true;
  }

  /**
   * For a line its caller encodes itself into `bytes` (request-log.ts: no string built for it):
   * where in `bytes` a line of at most `maxBytes` may start, then `commit` where it ended. -1
   * when the writer is broken or no batch could hold such a line.
   */
  claim(maxBytes: number): number {
    if (this.broken || maxBytes > this.batch.length) return -1;
    if (this.used + maxBytes > this.batch.length) this.writeOut();
    return this.used;
  }

  get bytes(): Buffer {
    return this.batch;
  }

  commit(end: number): void {
    this.used = end;
    if (this.used >= this.batchBytes) this.writeOut();
  }

  /** `done`: pino's logger.flush(callback) passes one. */
  flush(done?: (error?: Error) => void): void {
    this.writeOut();
    done?.();
  }

  private writeOut(): void {
    if (this.used === 0) return;
    const length = this.used;
    this.used = 0;
    this.writeAll(this.batch.subarray(0, length));
  }

  private writeAll(bytes: Buffer): void {
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
