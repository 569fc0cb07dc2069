import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SETTINGS = fileURLToPath(new URL('../../../scripts/node-memory.sh', import.meta.url));

/** What a node started as scripts/start.sh starts it sees, with `env` as the operator's. */
function startedWith(env: Record<string, string>) {
  const probe = `
    const v8 = require('node:v8');
    console.log(JSON.stringify({
      heapLimitMb: Math.round(v8.getHeapStatistics().heap_size_limit / 1048576),
      mallocArenas: process.env.MALLOC_ARENA_MAX,
    }));`;
  const out = execFileSync('sh', ['-c', `. "$0" && exec node -e "$1"`, SETTINGS, probe], {
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  });
  return JSON.parse(out) as { heapLimitMb: number; mallocArenas: string };
}

describe("issue 40.13/14/24: the start script's memory settings (decision 083)", () => {
  it('give node a 1 GB heap limit and two malloc arenas', () => {
    const seen = startedWith({});
    expect(seen.heapLimitMb).toBeGreaterThanOrEqual(1024);
    expect(seen.heapLimitMb).toBeLessThan(1100);
    expect(seen.mallocArenas).toBe('2');
  });

  it("leave the operator's own NODE_OPTIONS and MALLOC_ARENA_MAX the last word", () => {
    const seen = startedWith({ NODE_OPTIONS: '--max-old-space-size=2048', MALLOC_ARENA_MAX: '4' });
    expect(seen.heapLimitMb).toBeGreaterThanOrEqual(2048);
    expect(seen.mallocArenas).toBe('4');
  });
});
