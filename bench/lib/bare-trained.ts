/**
 * Child process of trained-responses.ts: a bare node:http server answering one cached-read-like
 * answer (the listing's fifteen headers, 5.9 KB of JSON), after first answering 3,000 requests
 * of another kind on a side port (`clean`: none), so that Node's shared response code has been
 * optimized for those too, as the app's other answers optimize it. Prints { benchPort } when ready.
 */
import '../../apps/server/src/lib/keep-tick-object-shape.ts';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HELMET_HEADERS } from '../../apps/server/src/test/helmet-headers.ts';
import { type Answer, TRAININGS } from './response-trainings.ts';

const HEADERS = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob: https:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';upgrade-insecure-requests;connect-src 'self';frame-src 'self'",
  'content-type': 'application/json; charset=utf-8',
  ...HELMET_HEADERS,
  'x-request-id': 'q3VfXz-1a2b',
};
const BODY = Buffer.from(JSON.stringify({ success: true, data: 'x'.repeat(5_840) }));
const ANSWER_HEADERS = { ...HEADERS, 'content-length': String(BODY.length) };
const TRAINING_REQUESTS = 3_000;

const listening = (server: ReturnType<typeof createServer>) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

async function train(answer: Answer) {
  const side = createServer((incoming, response) =>
    answer(response, Number(incoming.url?.slice(1))),
  );
  const port = await listening(side);
  for (let i = 0; i < TRAINING_REQUESTS; i += 1) {
    await new Promise((resolve, reject) => {
      request({ port, path: `/${i}` }, (response) => response.resume().on('end', resolve))
        .on('error', reject)
        .end();
    });
  }
  await new Promise((resolve) => side.close(resolve));
}

const training = process.argv[2] ?? 'clean';
if (!(training in TRAININGS)) throw new Error(`bare-trained.ts: unknown training ${training}`);
const answer = TRAININGS[training];
if (answer) await train(answer);

const server = createServer((_request, response) => {
  response.writeHead(200, ANSWER_HEADERS);
  response.end(BODY);
});
process.stdout.write(`${JSON.stringify({ benchPort: await listening(server) })}\n`);
process.on('SIGTERM', () => process.exit(0));
