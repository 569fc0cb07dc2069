/**
 * The release build as an operator runs it (`node apps/server/dist/main.js`, NODE_ENV=production,
 * request logs at info), pinned to one core, on a prepared database (search-database.ts). Its log
 * lines are read, as a log shipper would, and counted.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { setTimeout as delay } from 'node:timers/promises';
import { cpuMs } from './proc-cpu.ts';
import { releaseEntryCommand, releaseEnv } from './release-server.ts';

/** This checkout's release build. */
export const RELEASE_MAIN = new URL('../../apps/server/dist/main.js', import.meta.url).pathname;

export interface ReleaseServer {
  child: ChildProcess;
  base: string;
  /** Log lines that name a product search, so far. */
  loggedRequests(): number;
  /** User + system CPU time of the server process so far, in ms. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** `entry`: a build's dist/main.js, optionally after node flags ("--liftoff-only …/main.js"). */
export async function startReleaseServer(
  entry: string,
  core: number,
  port: number,
  env: Record<string, string>,
): Promise<ReleaseServer> {
  const child = spawn('taskset', ['-c', String(core), ...releaseEntryCommand(entry)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: releaseEnv({ PORT: String(port), SEED_DEMO: 'false', ...env }),
  });
  let logged = 0;
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (line.includes('/api/v1/products?')) logged++;
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 200) {
    if (exited) throw new Error('the release server exited while starting');
    if (waited > 120_000) throw new Error('the release server did not become ready in 120 s');
    const ready = await fetch(`${base}/api/v1/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await delay(200);
  }
  return {
    child,
    base,
    loggedRequests: () => logged,
    cpuMs: () => cpuMs(child.pid!),
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
