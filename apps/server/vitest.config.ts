import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    // Each API test file starts its own database (PGlite boots in ~1-2 s; migrations and seed follow).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
