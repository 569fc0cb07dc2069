import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openPostgres } from '../db/client.ts';

async function onServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** An empty database `shop_test_<random>` on the server of `serverUrl`: its URL, and its drop. */
export async function createTemporaryDatabase(serverUrl: string) {
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      onServer(serverUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      ),
  };
}

/**
 * A brand-new database on the server of `serverUrl`, dropped on close, so test files never see
 * each other's rows.
 */
export async function openTemporaryPostgres(serverUrl: string): Promise<DatabaseHandle> {
  const database = await createTemporaryDatabase(serverUrl);
  const handle = await openPostgres(database.url);
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}
