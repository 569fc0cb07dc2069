import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** As long as the catalogue's JSON (catalogue-cache.ts): stock on a page lags no more than on a card. */
const TTL_MS = 5_000;
const MAX_ENTRIES = 500;

export type Encoding = 'br' | 'gzip' | 'identity';

export interface CachedPage {
  status: 200 | 404;
  /** The page's bytes in `encoding`, compressed once and kept. */
  body(encoding: Encoding): Buffer;
}

function cachedPage(status: 200 | 404, html: string): CachedPage {
  const plain = Buffer.from(html);
  const encoded = new Map<Encoding, Buffer>([['identity', plain]]);
  const compress: Record<Exclude<Encoding, 'identity'>, () => Buffer> = {
    // Kept, so a better brotli level than a per-request one is affordable.
    br: () => brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
    gzip: () => gzipSync(plain),
  };
  return {
    status,
    body(encoding) {
      let bytes = encoded.get(encoding);
      if (!bytes) {
        bytes = encoding === 'identity' ? plain : compress[encoding]();
        encoded.set(encoding, bytes);
      }
      return bytes;
    },
  };
}

/**
 * Answered pages by URL (path and query), for a few seconds: a rendered product page costs
 * milliseconds, a cached one is written as is. Cleared with the catalogue cache, so an admin's
 * change shows at once.
 */
export function createPageCache(now: () => number = Date.now) {
  const entries = new Map<string, { page: CachedPage; expiresAt: number }>();
  return {
    get(url: string): CachedPage | undefined {
      const hit = entries.get(url);
      return hit && hit.expiresAt > now() ? hit.page : undefined;
    },
    set(url: string, status: 200 | 404, html: string): CachedPage {
      const page = cachedPage(status, html);
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(url, { page, expiresAt: now() + TTL_MS });
      return page;
    },
    clear() {
      entries.clear();
    },
  };
}
