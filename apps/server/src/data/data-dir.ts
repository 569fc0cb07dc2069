import { fileURLToPath } from 'node:url';

/**
 * The folder holding the server's reference data files: this folder when run from source, the
 * folder of the bundle in a release build (scripts/build-server.mjs copies the files there).
 */
export const DATA_DIR = fileURLToPath(new URL('.', import.meta.url));
