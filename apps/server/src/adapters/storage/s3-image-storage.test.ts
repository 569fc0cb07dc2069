import type { ImageType } from '@shop/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3, testS3Settings } from '../../test/fake-s3-server.ts';
import { createS3ImageStorage } from './s3-image-storage.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(40),
]);
const TEXT = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

describe('S3 image storage against an S3-speaking server', () => {
  let s3: FakeS3;
  let storage: ReturnType<typeof createS3ImageStorage>;
  beforeAll(async () => {
    s3 = await startFakeS3('shop-images');
    storage = createS3ImageStorage(testS3Settings(s3.endpoint));
  });
  afterAll(() => s3.close());
  beforeEach(() => {
    s3.requests.length = 0;
  });

  /** What the admin's browser does: sign, then PUT the bytes with the signed type and size. */
  async function upload(body: Buffer, type: ImageType, name = crypto.randomUUID()) {
    const fileName = `${name}.${EXTENSIONS[type]}`;
    const { signedUrl, publicUrl } = await storage.signUpload(fileName, type, body.length);
    const put = await fetch(signedUrl, { method: 'PUT', body, headers: { 'content-type': type } });
    if (!put.ok) throw new Error(`the bucket refused the signed PUT with ${put.status}`);
    return { publicUrl, key: `products/${fileName}` };
  }

  it('stores what the browser PUTs to the signed URL', async () => {
    const { publicUrl, key } = await upload(PNG, 'image/png');
    expect(publicUrl).toBe(`https://images.example.com/${key}`);
    expect(s3.objects.get(key)).toEqual({ body: PNG, contentType: 'image/png' });
  });

  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['WebP', WEBP, 'image/webp'],
  ] as const)('accepts a real %s by reading only its first bytes', async (_name, body, type) => {
    const { publicUrl, key } = await upload(body, type);
    s3.requests.length = 0;
    expect(await storage.verifyUpload(publicUrl)).toBe('image');
    expect(s3.requests).toEqual([{ method: 'GET', key, range: 'bytes=0-31' }]);
    expect(s3.objects.has(key)).toBe(true);
  });

  it.each([
    ['text sent as a PNG', TEXT, 'image/png'],
    ['a PNG sent as a JPEG', PNG, 'image/jpeg'],
    ['an empty file', Buffer.alloc(0), 'image/webp'],
  ] as const)('refuses %s and deletes it', async (_case, body, type) => {
    const { publicUrl, key } = await upload(body, type);
    expect(s3.objects.has(key)).toBe(true);
    expect(await storage.verifyUpload(publicUrl)).toBe('not-an-image');
    expect(s3.objects.has(key)).toBe(false);
  });

  it('answers missing for an upload that was signed but never stored', async () => {
    const url = `https://images.example.com/products/${crypto.randomUUID()}.png`;
    expect(await storage.verifyUpload(url)).toBe('missing');
  });

  it('recognises other spellings of an upload URL a browser would load the same', async () => {
    const { key } = await upload(TEXT, 'image/png');
    const [first, ...others] = key.split('');
    const encoded = `%${first!.charCodeAt(0).toString(16)}${others.join('')}`;
    const url = `http://IMAGES.example.com/${encoded}?v=2#top`;
    expect(await storage.verifyUpload(url)).toBe('not-an-image');
    expect(s3.objects.has(key)).toBe(false);
  });

  it('leaves every other URL alone without asking the bucket', async () => {
    const name = `${crypto.randomUUID()}.png`;
    for (const url of [
      '/images/filters/carbon-block.webp',
      `/uploads/${name}`,
      `https://elsewhere.example.com/products/${name}`,
      'https://images.example.com/banner.png',
      'https://images.example.com/products/../secrets.txt',
      `https://images.example.com/products/%ZZ${name}`,
      'not a url',
    ]) {
      expect(await storage.verifyUpload(url), url).toBe('not-an-upload');
    }
    expect(s3.requests).toEqual([]);
  });
});
