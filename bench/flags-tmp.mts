import { execSync } from 'node:child_process';
import { cpuMs } from './lib/proc-cpu.ts';
import { startRelease } from './lib/release-server.ts';

const path = '/api/v1/products?category=residential';
const variants = (process.env.VARIANTS ?? '|--single-threaded-gc|--max-semi-space-size=2').split(
  '|',
);
const servers = [];
for (const [i, flag] of variants.entries())
  servers.push({
    flag,
    s: await startRelease({ core: 1, port: 3390 + i, nodeFlags: flag ? [flag] : [] }),
    res: [] as number[],
  });
for (const { s } of servers)
  execSync(`taskset -c 0 wrk -t1 -c10 -d2s 'http://127.0.0.1:${s.port}${path}'`);
for (let round = 0; round < Number(process.env.ROUNDS ?? 4); round++) {
  for (const v of round % 2 ? [...servers].reverse() : servers) {
    const c0 = cpuMs(v.s.pid);
    const out = execSync(
      `taskset -c 0 wrk -t1 -c10 -d3s 'http://127.0.0.1:${v.s.port}${path}'`,
    ).toString();
    const n = Number(out.match(/(\d+) requests in/)![1]);
    v.res.push(((cpuMs(v.s.pid) - c0) * 1000) / n);
  }
}
for (const v of servers) {
  console.log(
    v.flag.padEnd(30),
    v.res.map((x) => x.toFixed(1)).join(' '),
    ' median',
    [...v.res].sort((a, b) => a - b)[v.res.length >> 1]!.toFixed(1),
  );
  await v.s.stop();
}
