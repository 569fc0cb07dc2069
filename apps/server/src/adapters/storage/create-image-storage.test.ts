import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { testS3Settings } from '../../test/fake-s3-server.ts';
import { testConfig } from '../../test/test-app.ts';
import { createImageStorage } from './create-image-storage.ts';

// A trailing slash on the public URL must not double the one before the key.
const s3 = {
  ...testS3Settings('https://account.r2.cloudflarestorage.com'),
  publicUrl: 'https://images.example.com/',
};

describe('image storage choice', () => {
  it('uses local disk without S3 settings', () => {
    const storage = createImageStorage(testConfig());
    expect(storage.kind === 'local' && storage.files.where).toBe('disk');
  });

  it('keeps uploads in the shared database on PostgreSQL without S3, on disk on PGlite', () => {
    const db = {} as Database;
    const onPostgres = createImageStorage(testConfig(), { db, dbKind: 'postgres' });
    expect(onPostgres.kind === 'local' && onPostgres.files.where).toBe('database');
    const onPglite = createImageStorage(testConfig(), { db, dbKind: 'pglite' });
    expect(onPglite.kind === 'local' && onPglite.files.where).toBe('disk');
    const withS3 = createImageStorage(testConfig({ s3 }), { db, dbKind: 'postgres' });
    expect(withS3.kind).toBe('s3');
  });

  it('presigns an S3 PUT that expires and binds the content type', async () => {
    const storage = createImageStorage(testConfig({ s3 }));
    expect(storage.kind).toBe('s3');
    const { signedUrl, publicUrl } = await storage.signUpload('abc.webp', 'image/webp');
    const url = new URL(signedUrl);
    expect(url.origin).toBe(s3.endpoint);
    expect(url.pathname).toBe('/shop-images/products/abc.webp');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toContain('content-type');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(publicUrl).toBe('https://images.example.com/products/abc.webp');
  });

  it('binds an S3 PUT to the size the browser announced', async () => {
    const storage = createImageStorage(testConfig({ s3 }));
    const { signedUrl } = await storage.signUpload('abc.png', 'image/png', 1234);
    const signed = new URL(signedUrl).searchParams.get('X-Amz-SignedHeaders')?.split(';');
    expect(signed).toEqual(expect.arrayContaining(['content-length', 'content-type']));
  });

  it('fails loudly when S3 is only partly configured', () => {
    const partial = { ...s3, secretAccessKey: undefined, publicUrl: undefined };
    expect(() => createImageStorage(testConfig({ s3: partial }))).toThrow(
      /S3_SECRET_ACCESS_KEY and S3_PUBLIC_URL are all required/,
    );
  });
});
