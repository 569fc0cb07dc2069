import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const SERVER_DIR = join(import.meta.dirname, '../..');

// Runs in a child with V8's test hooks: ticks made after several full garbage collections must
// still be built with the kept tick's hidden class, or V8 leaves its fast path for good.
const probe = `
import { createHook } from 'node:async_hooks';
const { keptTickObject } = await import('./src/lib/keep-tick-object-shape.ts');
for (let round = 0; round < 3; round++) {
  await new Promise((resolve) => setImmediate(resolve));
  gc();
}
let later;
const hook = createHook({
  init(_id, type, _trigger, resource) {
    if (type === 'TickObject') later ??= resource;
  },
}).enable();
process.nextTick(() => {});
hook.disable();
const kept = keptTickObject();
process.stdout.write(JSON.stringify({
  kept: typeof kept?.callback,
  sameShape: kept !== undefined && %HaveSameMap(kept, later),
}));
`;

it('keeps a tick object whose shape later ticks share, across full garbage collections', async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--allow-natives-syntax',
      '--expose-gc',
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      probe,
    ],
    { cwd: SERVER_DIR, timeout: 20_000 },
  );
  expect(JSON.parse(stdout)).toEqual({ kept: 'function', sameShape: true });
});
