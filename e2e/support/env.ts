import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Journeys run in E2E_WORKERS parallel workers, each against a server of its own on a fresh
 * database of its own: worker N (Playwright's parallelIndex) uses port E2E_PORT + N and the data
 * directory E2E_DATA_DIR-N, so no journey sees another worker's orders, settings or stock.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 1);
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
// By port, so that two runs on one machine (E2E_PORT apart) never share or delete a database.
const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? join(tmpdir(), `clearspring-e2e-data-${E2E_PORT}`);

export interface E2EServer {
  port: number;
  baseURL: string;
  dataDir: string;
}

export function e2eServer(workerIndex: number): E2EServer {
  const port = E2E_PORT + workerIndex;
  return {
    port,
    baseURL: `http://127.0.0.1:${port}`,
    dataDir: `${E2E_DATA_DIR}-${workerIndex}`,
  };
}

export const E2E_SERVERS = Array.from({ length: E2E_WORKERS }, (_, index) => e2eServer(index));

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Debian's chromium-headless-shell (the same Chromium build, packaged as the shell Playwright
 * itself runs headless) when it is installed: a page costs about a third of the CPU it costs in
 * the full browser's headless mode (decision 055). The full `/usr/bin/chromium` otherwise.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * The journeys' full-page screenshots are for people to look at (e2e/screenshots): taken by
 * default, skipped in CI where nobody opens them, unless E2E_SCREENSHOTS says otherwise.
 */
export const E2E_SCREENSHOTS =
  (process.env.E2E_SCREENSHOTS ?? (process.env.CI ? 'off' : 'on')) !== 'off';
