/**
 * One virtual shopper's HTTP client: its own kept-alive connections (as a browser tab has), its
 * own session token and its own client address, and every answer timed into the recorder.
 */
import http from 'node:http';
import type { MixRecorder } from './mix-recorder.ts';

export interface Answer {
  status: number;
  body: string;
}

export interface RequestOptions {
  body?: unknown;
  /** Statuses a real shopper expects here; anything else counts as an error. Default: 2xx. */
  expect?: (status: number) => boolean;
  /** A page document (HTML) rather than an API call. */
  document?: boolean;
}

const is2xx = (status: number) => status >= 200 && status < 300;

export class ShopperClient {
  token: string | null = null;
  private readonly agents: http.Agent[];
  private turn = 0;

  /**
   * `ports`: the instances behind the "load balancer"; requests take turns between them, so a
   * cart filled on one instance is checked out on the other. `address`: this shopper's client
   * address, sent as X-Forwarded-For, as the trusted proxy in front of the shop would.
   */
  constructor(
    private readonly ports: number[],
    private readonly address: string,
    private readonly recorder: MixRecorder,
  ) {
    this.agents = ports.map(() => new http.Agent({ keepAlive: true, maxSockets: 6 }));
  }

  async get(kind: string, path: string, options: RequestOptions = {}) {
    return this.send(kind, 'GET', path, options);
  }

  async send(kind: string, method: string, path: string, options: RequestOptions = {}) {
    const index = this.turn++ % this.ports.length;
    const started = performance.now();
    const step = this.recorder.currentStep();
    const answer = await this.exchange(index, method, path, options);
    const ok = (options.expect ?? is2xx)(answer.status);
    step.record(
      kind,
      performance.now() - started,
      ok ? null : `${method} ${path} -> ${answer.status} ${answer.body.slice(0, 160)}`,
    );
    if (!ok) throw new ShopperError(kind, answer.status);
    return answer;
  }

  async json<T>(kind: string, method: string, path: string, options: RequestOptions = {}) {
    const answer = await this.send(kind, method, path, options);
    return (JSON.parse(answer.body) as { data: T }).data;
  }

  close() {
    for (const agent of this.agents) agent.destroy();
  }

  private exchange(index: number, method: string, path: string, options: RequestOptions) {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers: Record<string, string> = {
      'x-forwarded-for': this.address,
      'accept-encoding': 'gzip, deflate, br',
      accept: options.document ? 'text/html' : 'application/json',
    };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (this.token && !options.document) headers.authorization = `Bearer ${this.token}`;
    return new Promise<Answer>((resolve) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: this.ports[index],
          path,
          method,
          headers,
          agent: this.agents[index],
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              // Documents arrive compressed and are never read; only JSON answers are decoded.
              body: options.document ? '' : Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      request.on('error', (error) => resolve({ status: 0, body: error.message }));
      request.end(payload);
    });
  }
}

/** An answer a shopper did not expect: the session ends there, as a real one would give up. */
export class ShopperError extends Error {
  constructor(
    readonly kind: string,
    readonly status: number,
  ) {
    super(`${kind} answered ${status}`);
  }
}
