import { createServer } from 'node:http';
import { RECORDED_BOUGHT_SHIPMENT, RECORDED_RETURN_SHIPMENT } from './easypost.recordings.ts';
import { createEasyPostLabels } from './easypost-labels.ts';

export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** A fetch answered, in order, by recorded EasyPost responses; `sent` keeps what it was asked. */
export function replayFetch(answers: { status: number; body: object }[]) {
  const sent: SentRequest[] = [];
  const fakeFetch = async (url: string | URL | Request, init?: RequestInit) => {
    const headers = Object.fromEntries(
      new Headers(init?.headers as ConstructorParameters<typeof Headers>[0]).entries(),
    );
    sent.push({
      method: init?.method ?? 'GET',
      url: String(url),
      headers,
      body: String(init?.body ?? ''),
    });
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected EasyPost call ${init?.method} ${url}`);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', 'x-ep-request-uuid': 'recorded' },
    });
  };
  return { fetch: fakeFetch as typeof fetch, sent, left: answers };
}

/** The EasyPost adapter on recorded answers instead of the network. */
export function replayEasyPost(answers: { status: number; body: object }[]) {
  const replay = replayFetch(answers);
  const labels = createEasyPostLabels({ apiKey: 'EZTKrecorded0001', fetch: replay.fetch });
  return { labels, sent: replay.sent };
}

const { id: SHIPMENT } = RECORDED_RETURN_SHIPMENT;

/**
 * EasyPost with a memory, answering with the recordings: a return shipment is created, read (with
 * its label once bought) and bought. `requests` logs each call (`POST /shipments/…/buy` is a label
 * sold), and `buyDelayMs` holds a purchase's answer so a second press arrives meanwhile. As a
 * fetch for an app in the test's process, or over HTTP (`listen`) for server processes.
 */
export function easyPostStandIn(options: { buyDelayMs?: number } = {}) {
  const requests: string[] = [];
  let bought = false;

  async function answer(method: string, path: string) {
    requests.push(`${method} ${path}`);
    if (method === 'POST' && path === '/shipments') {
      return { status: 201, body: RECORDED_RETURN_SHIPMENT };
    }
    if (method === 'GET' && path === `/shipments/${SHIPMENT}`) {
      return { status: 200, body: bought ? RECORDED_BOUGHT_SHIPMENT : RECORDED_RETURN_SHIPMENT };
    }
    if (method === 'POST' && path === `/shipments/${SHIPMENT}/buy`) {
      await new Promise((done) => setTimeout(done, options.buyDelayMs ?? 0));
      bought = true;
      return { status: 200, body: RECORDED_BOUGHT_SHIPMENT };
    }
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: path, errors: [] } } };
  }
  const pathOf = (url: string) => new URL(url, 'http://easypost').pathname.replace(/^\/v2/, '');

  const fakeFetch = async (url: string | URL | Request, init?: RequestInit) => {
    const { status, body } = await answer(init?.method ?? 'GET', pathOf(String(url)));
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };

  /** Serves on the first free port of `ports`; answers its API root and its close. */
  async function listen(ports: { from: number; to: number }) {
    const server = createServer(async (request, response) => {
      for await (const _ of request); // the body is not read: the recordings answer by path
      const { status, body } = await answer(request.method ?? 'GET', pathOf(request.url ?? '/'));
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    });
    for (let port = ports.from; port <= ports.to; port += 1) {
      const listening = await new Promise<boolean>((done) => {
        server.once('error', () => done(false));
        server.listen(port, '127.0.0.1', () => done(true));
      });
      if (listening) {
        return {
          url: `http://127.0.0.1:${port}/v2`,
          close: () => new Promise<void>((done) => server.close(() => done())),
        };
      }
    }
    throw new Error(`no free port from ${ports.from} to ${ports.to}`);
  }

  return { requests, fetch: fakeFetch as typeof fetch, listen };
}
