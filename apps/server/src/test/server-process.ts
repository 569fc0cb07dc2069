import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
// Generous: on a loaded 2-core host a start with its migrations has taken over 90 s.
const START_TIMEOUT_MS = 180_000;

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  /** What the server wrote, to explain a failure. */
  output(): string;
  stop(): Promise<void>;
  /** Resolves with the signal that ended the process (null for a normal exit). */
  exited(): Promise<NodeJS.Signals | null>;
  /** SIGKILL, as a crash or an out-of-memory kill ends a process: nothing runs after it. */
  kill(): Promise<void>;
}

async function waitUntilHealthy(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with ${child.exitCode}:\n${output()}`);
    }
    const healthy = await fetch(`${url}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`the server did not answer within ${START_TIMEOUT_MS} ms:\n${output()}`);
}

/** A port nobody listens on now. Test files run in parallel: fixed ports collided (stop 43). */
function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

/**
 * A real server process (`node --import tsx apps/server/src/main.ts`), as an operator runs one
 * instance, listening on a free 127.0.0.1 port with `env` on top of a quiet development set-up.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const output = () => log;
  const ended = once(child, 'exit').then(([, signal]) => signal as NodeJS.Signals | null);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  };
  try {
    await waitUntilHealthy(url, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, output, stop, exited: () => ended, kill };
}

// biome-ignore lint/suspicious/noExplicitAny: read like app.inject's json(), field by field
export type Call = { status: number; data: any; message?: string };

/** One API call to a server process, answered as the envelope's data or message. */
export async function call(
  server: ServerProcess,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Call> {
  const response = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: unknown; message?: string };
  return { status: response.status, data: answer.data, message: answer.message };
}
