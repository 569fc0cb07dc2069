import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { storedImages } from '../../db/schema/index.ts';
import { type ImageFiles, ImageNameTakenError } from './image-files.ts';

/**
 * Images in the shared PostgreSQL database, so every instance serves what any one received.
 * `before` is where images were kept until now (DATA_DIR/uploads): a shop that moves to this
 * store still finds, serves and keeps using the images it already had there.
 */
export function databaseImageFiles(db: Database, before?: ImageFiles): ImageFiles {
  return {
    where: 'database',
    async save(name, bytes) {
      if (await before?.has(name)) throw new ImageNameTakenError(name);
      const inserted = await db
        .insert(storedImages)
        .values({ name, bytes })
        .onConflictDoNothing()
        .returning({ name: storedImages.name });
      if (inserted.length === 0) throw new ImageNameTakenError(name);
    },
    async has(name) {
      const [row] = await db
        .select({ found: sql<number>`1` })
        .from(storedImages)
        .where(eq(storedImages.name, name));
      return row !== undefined || ((await before?.has(name)) ?? false);
    },
    async read(name) {
      const [row] = await db
        .select({ bytes: storedImages.bytes })
        .from(storedImages)
        .where(eq(storedImages.name, name));
      if (row) return { size: row.bytes.length, body: row.bytes };
      return (await before?.read(name)) ?? null;
    },
  };
}
