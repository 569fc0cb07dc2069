import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const SERVER_DIR = new URL('..', import.meta.url).pathname;

/** Runs `body` in a child with a production logger on stdout; resolves with its stdout lines. */
async function logInChild(body: string) {
  const script = `
    const { createLogger } = await import('./src/logger.ts');
    const log = createLogger({ logLevel: 'info', nodeEnv: 'production' });
    ${body}`;
  const run = promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    { cwd: SERVER_DIR, timeout: 20_000 },
  );
  const { stdout } = await run.catch((error: { stdout: string }) => error);
  return stdout.split('\n').filter(Boolean);
}

describe('the production log on stdout', () => {
  it('writes lines gathered in a batch on exit', async () => {
    const lines = await logInChild(`
      for (let i = 0; i < 3; i++) log.info({ i }, 'request');
      process.exit(0);`);
    expect(lines.map((line) => JSON.parse(line).i)).toEqual([0, 1, 2]);
  });

  it('writes them when the process dies of an uncaught exception', async () => {
    const lines = await logInChild(`
      log.info('before the crash');
      setImmediate(() => { throw new Error('boom'); });`);
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['before the crash']);
  });

  it('writes a lone line within a fraction of a second, without waiting for a full batch', async () => {
    const lines = await logInChild(`
      log.info('alone');
      const { writeSync } = await import('node:fs');
      await new Promise((resolve) => setTimeout(resolve, 300));
      writeSync(1, 'timer fired\\n');
      process.kill(process.pid, 'SIGKILL');`);
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0]!).msg).toBe('alone');
  });
});
