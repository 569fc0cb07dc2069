import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** Starts `node --import tsx <script>` pinned to one CPU core; resolves once it prints its port. */
export function startPinned(core: number, script: string, args: string[] = [], env = {}) {
  const child = spawn(
    'taskset',
    ['-c', String(core), process.execPath, '--import', 'tsx', script, ...args],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...env },
    },
  );
  return new Promise<{ child: ChildProcess; port: number }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited early with code ${code}`)));
    const lines = createInterface({ input: child.stdout! });
    // The app's own log lines go to stdout too; the ready line is the one naming benchPort.
    lines.on('line', (line) => {
      if (line.includes('"benchPort"')) resolve({ child, port: JSON.parse(line).benchPort });
    });
  });
}

export function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export interface LoadResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

/** autocannon in a child pinned to `core`, so load generation never competes with the server. */
export function runLoad(core: number, url: string, seconds: number, connections: number) {
  const cli = new URL('../../node_modules/autocannon/autocannon.js', import.meta.url).pathname;
  const args = [
    '-c',
    String(core),
    process.execPath,
    cli,
    '-j',
    '-c',
    String(connections),
    '-d',
    String(seconds),
    url,
  ];
  const child = spawn('taskset', args, { stdio: ['ignore', 'pipe', 'ignore'] });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise<LoadResult>((resolve, reject) => {
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output))
        : reject(new Error(`autocannon exited with ${code}`)),
    );
  });
}
