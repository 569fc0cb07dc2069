import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ImageFiles, ImageNameTakenError } from './image-files.ts';

/** The file's size, or null when there is no such file. */
async function fileSize(path: string): Promise<number | null> {
  try {
    const file = await stat(path);
    return file.isFile() ? file.size : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Images as files in one directory (DATA_DIR/uploads): one instance, or a shared volume. */
export function diskImageFiles(directory: string): ImageFiles {
  return {
    where: 'disk',
    async save(name, bytes) {
      await mkdir(directory, { recursive: true });
      try {
        await writeFile(join(directory, name), bytes, { flag: 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new ImageNameTakenError(name);
        throw error;
      }
    },
    async has(name) {
      return (await fileSize(join(directory, name))) !== null;
    },
    async read(name) {
      const path = join(directory, name);
      const size = await fileSize(path);
      return size === null ? null : { size, body: createReadStream(path) };
    },
  };
}
