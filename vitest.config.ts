import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest's default (one worker fewer than the cores) leaves a 2-core machine with one worker,
// and most test files spend their time waiting on a database, a child process or a timer.
const maxWorkers = Number(
  process.env.VITEST_MAX_WORKERS ?? Math.max(availableParallelism() - 1, 3),
);

export default defineConfig({
  test: {
    maxWorkers,
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
