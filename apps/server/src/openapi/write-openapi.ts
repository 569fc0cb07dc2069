/**
 * Writes the OpenAPI document the app serves at /api/docs/json to the file named by the first
 * argument (stdout without one). The app is built on an empty in-memory PGlite: the document
 * comes from the routes alone, so no migration or seed is needed.
 */
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openPglite } from '../db/client.ts';

const unused = join(tmpdir(), 'clearspring-openapi-unused');
const config = {
  ...loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
  dataDir: unused,
  webDistDir: unused,
  // Signs nothing: the app is built only to read its document.
  jwtSecret: 'openapi-document-only-secret-not-used-for-signing',
};
const database = await openPglite();
const app = await buildApp(config, { db: database.db, dbKind: database.kind });
await app.ready();
const document = (await app.inject({ url: '/api/docs/json' })).body;
await app.close();
await database.close();
const [file] = process.argv.slice(2);
if (file) await writeFile(file, document);
else process.stdout.write(document);
