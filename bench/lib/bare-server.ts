/**
 * Child process of catalogue.ts: a bare node:http server answering the exact bytes (status,
 * headers, body) the real app gave for each benchmarked path. The ceiling the app is compared to,
 * so it keeps V8's fast path for process.nextTick as the app does (decision 011): without it a
 * profile of this server showed the slow path, which lowered the ceiling.
 */
import '../../apps/server/src/lib/keep-tick-object-shape.ts';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

export interface CapturedResponse {
  status: number;
  headers: Record<string, string>;
  /** base64 */
  body: string;
}

const file = process.argv[2];
if (!file) throw new Error('usage: bare-server.ts <captured-responses.json>');
const captured: Record<string, CapturedResponse> = JSON.parse(readFileSync(file, 'utf8'));
const responses = new Map(
  Object.entries(captured).map(([path, r]) => [
    path,
    { ...r, bytes: Buffer.from(r.body, 'base64') },
  ]),
);

const server = createServer((request, response) => {
  const found = responses.get(request.url ?? '');
  if (!found) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(found.status, found.headers);
  response.end(found.bytes);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(
    `${JSON.stringify({ benchPort: typeof address === 'object' ? address?.port : 0 })}\n`,
  );
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
