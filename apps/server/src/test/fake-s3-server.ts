import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';
import type { S3Settings } from '../adapters/storage/s3-image-storage.ts';

/** S3 settings for tests: AWS's documented example keys, images served from images.example.com. */
export function testS3Settings(endpoint: string): S3Settings {
  return {
    endpoint,
    region: undefined,
    bucket: 'shop-images',
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    publicUrl: 'https://images.example.com',
  };
}

export interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
}

export interface FakeS3 {
  /** The S3_ENDPOINT to give the storage (path style: /{bucket}/{key}). */
  endpoint: string;
  objects: Map<string, StoredObject>;
  /** Every request seen, to tell whether the app asked the bucket at all. */
  requests: { method: string; key: string; range: string | undefined }[];
  close(): Promise<void>;
}

function sendError(response: ServerResponse, status: number, code: string, method: string) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  // Like S3: a HEAD answer has no body, so the SDK sees only the status.
  response.end(method === 'HEAD' ? undefined : `<Error><Code>${code}</Code></Error>`);
}

function crc32Base64(body: Buffer) {
  const digest = Buffer.alloc(4);
  digest.writeUInt32BE(crc32(body));
  return digest.toString('base64');
}

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The bytes a `Range: bytes=a-b` header asks for; null when it starts past the end. */
function slice(body: Buffer, range: string) {
  const [, from = '0', to = ''] = /^bytes=(\d+)-(\d*)$/.exec(range) ?? [];
  const start = Number(from);
  const end = Math.min(to === '' ? body.length - 1 : Number(to), body.length - 1);
  return start > end ? null : { start, end, bytes: body.subarray(start, end + 1) };
}

/**
 * Just enough of S3 over real HTTP for the storage adapter: PUT (refusing a signed CRC32 that
 * does not match, as S3 and R2 do), GET with Range, HEAD and DELETE. Signatures are not checked.
 */
export async function startFakeS3(bucket: string): Promise<FakeS3> {
  const objects = new Map<string, StoredObject>();
  const requests: FakeS3['requests'] = [];

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake-s3');
    const [, bucketName = '', ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const method = request.method ?? 'GET';
    const range = request.headers.range;
    requests.push({ method, key, range });
    if (bucketName !== bucket) return sendError(response, 404, 'NoSuchBucket', method);

    if (method === 'PUT') {
      const body = await readBody(request);
      const checksum = url.searchParams.get('x-amz-checksum-crc32');
      if (checksum && checksum !== crc32Base64(body)) {
        return sendError(response, 400, 'BadDigest', method);
      }
      objects.set(key, { body, contentType: request.headers['content-type'] });
      response.writeHead(200, { etag: '"fake"' }).end();
      return;
    }
    if (method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
      return;
    }
    const object = objects.get(key);
    if (!object) return sendError(response, 404, 'NoSuchKey', method);
    const headers = { 'content-type': object.contentType ?? 'binary/octet-stream' };
    if (method === 'HEAD') {
      response.writeHead(200, { ...headers, 'content-length': object.body.length }).end();
      return;
    }
    if (!range) {
      response.writeHead(200, headers).end(object.body);
      return;
    }
    const part = slice(object.body, range);
    if (!part) return sendError(response, 416, 'InvalidRange', method);
    const contentRange = `bytes ${part.start}-${part.end}/${object.body.length}`;
    response.writeHead(206, { ...headers, 'content-range': contentRange }).end(part.bytes);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => sendError(response, 500, 'InternalError', 'GET'));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
