import { execFileSync, spawn } from 'node:child_process';

/** Debian's wrk, installed on first use so the bench runs on a fresh machine. */
export function ensureWrk(): string {
  const found = () => {
    try {
      return execFileSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' }).trim();
    } catch {
      return '';
    }
  };
  if (found()) return found();
  process.stdout.write('wrk is missing: apt-get install -y wrk\n');
  execFileSync('apt-get', ['install', '-y', 'wrk'], { stdio: 'inherit' });
  const path = found();
  if (!path) throw new Error('wrk could not be installed (apt-get install -y wrk)');
  return path;
}

export interface WrkResult {
  requests: number;
  /** wrk's own measuring time */
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** non-2xx/3xx answers plus socket errors */
  failures: number;
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000 };

function latencyMs(output: string, percentile: string): number {
  const match = output.match(new RegExp(`^\\s+${percentile}%\\s+([\\d.]+)(us|ms|s)$`, 'm'));
  return match ? Number(match[1]) * UNIT_MS[match[2]!]! : Number.NaN;
}

/** Parses wrk's text report (wrk 4, with --latency). */
export function parseWrk(output: string): WrkResult {
  const total = output.match(/(\d+) requests in ([\d.]+)(us|ms|s),/);
  if (!total) throw new Error(`unexpected wrk output:\n${output}`);
  const seconds = (Number(total[2]) * UNIT_MS[total[3]!]!) / 1000;
  const non2xx = Number(output.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0);
  const socket = output.match(/connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    requests: Number(total[1]),
    seconds,
    perSecond: Number(total[1]) / seconds,
    p50Ms: latencyMs(output, '50'),
    p99Ms: latencyMs(output, '99'),
    failures: non2xx + socketErrors,
  };
}

/** One wrk thread and `connections` kept-alive connections, pinned to `core`. */
export function runWrk(
  core: number,
  url: string,
  seconds: number,
  connections: number,
): Promise<WrkResult> {
  const args = ['-c', String(core), 'wrk', '-t1', `-c${connections}`, `-d${seconds}s`, '--latency'];
  const child = spawn('taskset', [...args, url], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    // 'close', not 'exit': only then has all of wrk's output been read.
    child.once('close', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited with ${code}`));
      // A throw here would skip the caller's clean-up (servers left running).
      try {
        resolve(parseWrk(output));
      } catch (error) {
        reject(error);
      }
    });
  });
}
