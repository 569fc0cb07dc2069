/**
 * Child process of search.ts, pinned to its own core: sends the GET requests listed in the JSON
 * file argv[2] ([{ kind, path }]) to argv[3] (base URL) over kept-alive connections, argv[4] in
 * flight at a time, each request once, and prints one JSON line: per request its kind, latency
 * (ms, from sending to the last byte), status and how many products it found.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';

interface Planned {
  kind: string;
  path: string;
}

const [file, base, inFlight] = process.argv.slice(2) as [string, string, string];
const planned: Planned[] = JSON.parse(readFileSync(file, 'utf8'));
const concurrency = Number(inFlight);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

function get(path: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.get(new URL(path, base), { agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

const results: { kind: string; ms: number; status: number; found: number }[] = [];
let nextIndex = 0;

async function worker() {
  while (nextIndex < planned.length) {
    const { kind, path } = planned[nextIndex++]!;
    const start = performance.now();
    const { status, body } = await get(path);
    const ms = performance.now() - start;
    const found = status === 200 ? (JSON.parse(body).data?.length ?? 0) : 0;
    results.push({ kind, ms, status, found });
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: concurrency }, worker));
const seconds = (performance.now() - started) / 1000;
agent.destroy();
process.stdout.write(`${JSON.stringify({ seconds, results })}\n`);
