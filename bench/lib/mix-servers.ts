/**
 * The release build started as an operator would start a staging shop: NODE_ENV=production,
 * request logs at info (written to a file, as a log shipper would read them), the built-in
 * test-card processor with PAYMENTS_TEST_MODE=true, the demo catalogue, and TRUST_PROXY=loopback
 * because the shop sits behind a proxy on the same host that sets X-Forwarded-For (here, the
 * load generator plays that proxy).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { RELEASE_MAIN, releaseCommand, releaseEnv } from './release-server.ts';

const ROOT = join(import.meta.dirname, '../..');

export interface Instance {
  name: string;
  port: number;
  child: ChildProcess;
  logFile: string;
}

interface InstanceOptions {
  name: string;
  port: number;
  core: number;
  dataDir: string;
  databaseUrl?: string;
}

/** The release's production environment (release-server.ts), behind a trusted local proxy. */
function instanceEnv(options: InstanceOptions): NodeJS.ProcessEnv {
  return releaseEnv({
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    TRUST_PROXY: 'loopback',
  });
}

function status(port: number, path: string) {
  return new Promise<number>((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on('error', () => resolve(0));
  });
}

const started = new Set<ChildProcess>();

// Interrupted, the bench stops its servers rather than leave them holding the ports.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of started) child.kill('SIGTERM');
    process.exit(130);
  });
}

/** The release (scripts/start.sh) pinned to `core`; resolves once readiness answers 200. */
export async function startInstance(options: InstanceOptions): Promise<Instance> {
  const logFile = `/tmp/shopper-mix-${options.name}-${process.pid}.log`;
  const log = openSync(logFile, 'w');
  const child = spawn('taskset', ['-c', String(options.core), ...releaseCommand(RELEASE_MAIN)], {
    cwd: ROOT,
    env: instanceEnv(options),
    stdio: ['ignore', log, log],
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  for (let waited = 0; waited < 120_000; waited += 200) {
    if (child.exitCode !== null) {
      throw new Error(
        `${options.name} exited during start:\n${readFileSync(logFile, 'utf8').slice(-2000)}`,
      );
    }
    if ((await status(options.port, '/api/v1/health/ready')) === 200) {
      return { name: options.name, port: options.port, child, logFile };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`${options.name} was not ready after 120 s (log: ${logFile})`);
}

export function stopInstance(instance: Instance) {
  return new Promise<void>((resolve) => {
    if (instance.child.exitCode !== null) return resolve();
    instance.child.once('exit', () => resolve());
    instance.child.kill('SIGTERM');
  });
}

/** Lines the instance logged at error level (pino level 50 and above). */
export function errorLines(instance: Instance): string[] {
  return readFileSync(instance.logFile, 'utf8')
    .split('\n')
    .filter((line) => /"level":(5\d|60)/.test(line));
}
