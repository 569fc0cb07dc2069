import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A directory for this test run's PGlite templates (pglite-template.ts), removed after it. */
export default async function setup() {
  const templates = await mkdtemp(join(tmpdir(), 'clearspring-test-pglite-'));
  process.env.TEST_PGLITE_TEMPLATES = templates;
  return async () => {
    await rm(templates, { recursive: true, force: true });
  };
}
