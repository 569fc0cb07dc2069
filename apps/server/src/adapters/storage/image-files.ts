import type { Readable } from 'node:stream';

/** An image's bytes as stored: a stream from disk, or a buffer read from the database. */
export interface StoredImage {
  size: number;
  body: Readable | Buffer;
}

/** The name was used before: a served name is cached as immutable, so it is never overwritten. */
export class ImageNameTakenError extends Error {
  constructor(name: string) {
    super(`An image named ${name} is already stored.`);
    this.name = 'ImageNameTakenError';
  }
}

/**
 * Where the bytes of images uploaded through the server are kept: DATA_DIR/uploads on one
 * machine, or the PostgreSQL database every instance shares. Names are already checked.
 */
export interface ImageFiles {
  where: 'disk' | 'database';
  /** Writes a new image; throws ImageNameTakenError when the name was used before. */
  save(name: string, bytes: Buffer): Promise<void>;
  has(name: string): Promise<boolean>;
  /** The image, or null when there is none by that name. */
  read(name: string): Promise<StoredImage | null>;
}
