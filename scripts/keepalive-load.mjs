// Keeps 16 kept-alive connections busy against a running server, sends SIGTERM to the given
// pid after a second, and behaves like a load balancer: it polls /health/ready every 100 ms and
// sends no new request once readiness fails. Then reports how the requests ended; exits 1 if
// any connection was reset (ECONNRESET, socket hang up).
//   node scripts/keepalive-load.mjs <port> <pid-to-stop>
import http from 'node:http';

const [port, pid] = process.argv.slice(2).map(Number);
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
const outcomes = { ok: 0, notOk: 0, refused: 0, reset: 0, other: 0 };
let serverGone = false;
let sentAfterSigterm = 0;
let sigtermSent = false;

function get(path) {
  return new Promise((resolve) => {
    const request = http.get({ port, host: '127.0.0.1', path, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode === 200 ? 'ok' : 'notOk'));
    });
    request.on('error', (error) => {
      if (error.code === 'ECONNREFUSED') resolve('refused');
      else if (error.code === 'ECONNRESET' || error.message === 'socket hang up') resolve('reset');
      else resolve('other');
    });
  });
}

async function worker() {
  while (!serverGone) {
    const outcome = await get('/api/v1/products?limit=4');
    outcomes[outcome] += 1;
    if (sigtermSent) sentAfterSigterm += 1;
    if (outcome === 'refused') serverGone = true;
  }
}

async function readinessProbe() {
  while (!serverGone) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/health/ready`).catch(() => null);
    if (response?.status !== 200) serverGone = true;
  }
}

setTimeout(() => {
  sigtermSent = true;
  process.kill(pid, 'SIGTERM');
}, 1000);
const started = Date.now();
await Promise.all([readinessProbe(), ...Array.from({ length: 16 }, worker)]);
const report = { ...outcomes, sentAfterSigterm, routedAwayAfterMs: Date.now() - started };
process.stdout.write(`${JSON.stringify(report)}\n`);
process.exit(outcomes.reset > 0 || outcomes.other > 0 || outcomes.ok === 0 ? 1 : 0);
