import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPglite } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { openTemporaryPostgres } from '../../test/temp-postgres.ts';
import { databaseImageFiles } from './database-image-files.ts';
import { diskImageFiles } from './disk-image-files.ts';
import { ImageNameTakenError } from './image-files.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const name = () => `${crypto.randomUUID()}.png`;

describe('images kept in the database', () => {
  let database: DatabaseHandle;
  let directory: string;
  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    database = serverUrl ? await openTemporaryPostgres(serverUrl) : await openPglite();
    await migrateDatabase(database);
    directory = await mkdtemp(join(tmpdir(), 'database-images-test-'));
  });
  afterAll(async () => {
    await database.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('stores the bytes once and reads them back exactly', async () => {
    const files = databaseImageFiles(database.db);
    const image = name();
    expect(await files.read(image)).toBeNull();
    await files.save(image, PNG);
    expect(await files.has(image)).toBe(true);
    expect(await files.read(image)).toEqual({ size: PNG.length, body: PNG });
    await expect(files.save(image, Buffer.from('other bytes'))).rejects.toThrow(
      ImageNameTakenError,
    );
    expect((await files.read(image))?.body).toEqual(PNG);
  });

  it('still finds the images a shop kept on disk before it moved to the database', async () => {
    const disk = diskImageFiles(directory);
    const old = name();
    await disk.save(old, PNG);
    const files = databaseImageFiles(database.db, disk);
    expect(await files.has(old)).toBe(true);
    expect((await files.read(old))?.size).toBe(PNG.length);
    await expect(files.save(old, PNG)).rejects.toThrow(ImageNameTakenError);
    expect(await files.has(name())).toBe(false);
  });
});
