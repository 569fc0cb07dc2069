/**
 * Page speed of a running server at Lighthouse's mobile settings (Moto G power, slow 4G, 4x CPU
 * slowdown) for home, a listing and a product page. Run: BENCH_URL=http://localhost:3000
 * npx tsx bench/lighthouse.ts (needs Debian's Chromium at /usr/bin/chromium).
 */

import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const BASE = (process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** Gzip size of each script, whether or not the server compresses it (transferSize shows that). */
async function gzipKb(urls: string[]) {
  let bytes = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    bytes += gzipSync(body).length;
  }
  return bytes / 1024;
}

async function productPath(): Promise<string> {
  const response = await fetch(`${BASE}/api/v1/products?limit=1`);
  const body = (await response.json()) as { data: { _id: string }[] };
  const first = body.data[0];
  if (!first) throw new Error('The catalogue is empty; seed it before measuring a product page.');
  return `/product/${first._id}`;
}

async function audit(port: number, path: string) {
  const result = await lighthouse(`${BASE}${path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { lhr } = result;
  const details = lhr.audits['network-requests']?.details as
    | { items?: NetworkRequest[] }
    | undefined;
  const requests = details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const transferred = scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    path,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    cls: numeric('cumulative-layout-shift'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    jsTransferredKb: transferred / 1024,
    jsGzipKb: await gzipKb(scripts.map((request) => request.url)),
  };
}

const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
try {
  const paths = ['/', '/products', await productPath()];
  console.log(`Lighthouse ${BASE} (mobile)\n`);
  console.log(
    'page                                           score    CLS    LCP ms   TBT ms  JS sent KB  JS gzip KB',
  );
  for (const path of paths) {
    const r = await audit(chrome.port, path);
    console.log(
      `${r.path.padEnd(46)} ${String(r.score).padStart(5)} ${r.cls.toFixed(3).padStart(6)} ${r.lcpMs.toFixed(0).padStart(9)} ${r.tbtMs.toFixed(0).padStart(8)} ${r.jsTransferredKb.toFixed(1).padStart(11)} ${r.jsGzipKb.toFixed(1).padStart(11)}`,
    );
  }
  console.log('\nTargets: score >= 95, CLS <= 0.05, initial JavaScript <= 100 KB gzip.');
} finally {
  chrome.kill();
}
