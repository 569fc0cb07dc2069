import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ReadyAnswer } from '../../lib/ready-answer.ts';

/** As long as the catalogue's JSON (catalogue-cache.ts): stock on a page lags no more than on a card. */
const TTL_MS = 5_000;
const MAX_ENTRIES = 500;

export type Encoding = 'br' | 'gzip' | 'identity';

/** The encoding of a page for a request's Accept-Encoding: brotli, else gzip, else none. */
export function acceptedEncoding(acceptEncoding: string | undefined): Encoding {
  const accepts = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepts)) return 'br';
  return /\bgzip\b/.test(accepts) ? 'gzip' : 'identity';
}

export interface CachedPage {
  status: 200 | 404;
  /** The page's whole answer in `encoding`: bytes compressed once and kept, and its headers. */
  answer(encoding: Encoding): ReadyAnswer;
}

/** The headers of a page answer, as the page route sets them (web-pages.ts). */
function pageHeaders(encoding: Encoding): string[] {
  const headers = [
    'content-type',
    'text/html; charset=utf-8',
    'cache-control',
    'no-cache',
    'vary',
    'Accept-Encoding',
  ];
  return encoding === 'identity' ? headers : [...headers, 'content-encoding', encoding];
}

function cachedPage(status: 200 | 404, html: string, route: string): CachedPage {
  const plain = Buffer.from(html);
  const compress: Record<Encoding, () => Buffer> = {
    identity: () => plain,
    // Kept, so a better brotli level than a per-request one is affordable.
    br: () => brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
    gzip: () => gzipSync(plain),
  };
  const answers = new Map<Encoding, ReadyAnswer>();
  return {
    status,
    answer(encoding) {
      let answer = answers.get(encoding);
      if (!answer) {
        answer = { status, body: compress[encoding](), route, headers: pageHeaders(encoding) };
        answers.set(encoding, answer);
      }
      return answer;
    },
  };
}

/**
 * Answered pages by URL (path and query), for a few seconds: a rendered product page costs
 * milliseconds, a cached one is written as is. Cleared with the catalogue cache, so an admin's
 * change shows at once. `route` is the page route that rendered it, for logs and metrics; a page
 * the not-found handler sent has none, and is answered by Fastify every time.
 */
export function createPageCache(now: () => number = Date.now) {
  const entries = new Map<string, { page: CachedPage; routed: boolean; expiresAt: number }>();
  let clears = 0;
  const live = (url: string) => {
    const hit = entries.get(url);
    return hit && hit.expiresAt > now() ? hit : undefined;
  };
  return {
    get(url: string): CachedPage | undefined {
      return live(url)?.page;
    },
    /** The ready answer of a routed page, for the HTTP server to send before Fastify. */
    peek(url: string, acceptEncoding: string | undefined): ReadyAnswer | undefined {
      const hit = live(url);
      return hit?.routed ? hit.page.answer(acceptedEncoding(acceptEncoding)) : undefined;
    },
    /** How many times the cache was cleared: read before rendering, given back to `set`. */
    get clears() {
      return clears;
    },
    /**
     * The page rendered for `url`, kept unless the cache was cleared since `clearsBefore`: a page
     * rendered across an admin's change may show the old catalogue, so it answers its own
     * requests only.
     */
    set(
      url: string,
      status: 200 | 404,
      html: string,
      route: string | undefined,
      clearsBefore: number,
    ): CachedPage {
      const page = cachedPage(status, html, route ?? url);
      if (clearsBefore !== clears) return page;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(url, { page, routed: route !== undefined, expiresAt: now() + TTL_MS });
      return page;
    },
    clear() {
      clears += 1;
      entries.clear();
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
