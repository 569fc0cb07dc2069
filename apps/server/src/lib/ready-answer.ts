/**
 * A whole answer kept ready to send again: the catalogue's cached JSON and cached rendered
 * pages. The HTTP server writes one before Fastify sees the request (plugins/cached-answers.ts,
 * decision 034), adding only the security headers, the request id and the length.
 */
export interface ReadyAnswer {
  status: number;
  body: Buffer;
  /** The route that produced it (`/api/v1/products/:id`), for the request log and metrics. */
  route: string;
  /** name, value, name, value…: the headers Fastify's route sets, in its order. */
  headers: readonly string[];
}

/** The request as Node parsed it: its header names and values, alternating. */
export interface RawRequest {
  rawHeaders: string[];
}

/** The ready answer for a GET of `url`, if one is kept. */
export type ReadyAnswerSource = (url: string, request: RawRequest) => ReadyAnswer | undefined;

/**
 * One request header (`name` in lower case), read from the raw list: Node builds
 * `request.headers` on first use, which answers written before Fastify never need.
 */
export function rawHeader(request: RawRequest, name: string): string | undefined {
  const raw = request.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i]!.length === name.length && raw[i]!.toLowerCase() === name) return raw[i + 1];
  }
  return undefined;
}
