/**
 * Issue 28's targets, measured through HTTP on the release build over a shop ten years on
 * (`npm run seed:scale`): p50/p95/p99 of every back-office and customer request in REQUESTS,
 * the CSV export of every order (first byte, whole file, server RSS growth), the storefront's
 * throughput while the export runs, the reminder sweep of the seed's due day (time, RSS), the
 * auto-replace run of the plans due that day (time, RSS), and the plan PostgreSQL chose for every
 * statement of each request (auto_explain with ANALYZE and BUFFERS), flagged when it reads
 * orders, users, tracked_parts or outbox sequentially.
 *
 *   npm run build && npx tsx bench/scale.ts
 *
 * BENCH_DATABASE_URL  PostgreSQL holding the seed (default postgres://…/scale_full)
 * BENCH_DATA_DIR      instead: a PGlite DATA_DIR seeded with `DATA_DIR=… npm run seed:scale`
 * BENCH_ROUNDS        timed requests of each kind (default 40, after 2 untimed), or fewer (3 at
 *                     least) once BENCH_BUDGET_SECONDS (default 15) have passed
 * BENCH_PORT          the release's port (default 3202)
 * BENCH_PG_LOG        PostgreSQL's log, where auto_explain writes (default Debian's)
 * BENCH_SKIP          any of requests,plans,csv,throughput,sweep,run (comma-separated)
 * BENCH_NODE_FLAGS    node flags for the release (e.g. --max-old-space-size=1024, decision 057)
 * BENCH_MAIN          another build's apps/server/dist/main.js (default: this checkout's)
 *
 * The sweep sends the due day's reminders for real (to the outbox) and the bench deletes them,
 * their messages and their links afterwards, so it can run again. It runs on a second start of
 * the release with NODE_ENV=development: POST /admin/reminders/sweep exists only there. The
 * auto-replace run (`run`) is timed the same way through POST /admin/subscriptions/run, then its
 * orders, charges and messages are deleted and the plans put back, so it can run again too. Every
 * start has AUTO_REPLACE_RUN_AT_START=false, so the release's own run at start (as of the real
 * day) leaves the seeded plans alone; on PostgreSQL the bench also holds the run's advisory lock
 * meanwhile, against the hourly run (PGlite has no such lock: do not run across five past).
 */
import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { type IncomingMessage, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { BENCH_ADMIN, type ReleaseServer, startRelease } from './lib/release-server.ts';
import { ensureWrk, runWrk } from './lib/wrk.ts';

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/scale_full';
const DATA_DIR = process.env.BENCH_DATA_DIR;
const ON_PGLITE = Boolean(DATA_DIR);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const WARM_UP = 2;
/** Each request kind is timed ROUNDS times, or for BENCH_BUDGET_SECONDS and at least 3 times. */
const BUDGET_MS = Number(process.env.BENCH_BUDGET_SECONDS ?? 15) * 1000;
const MIN_ROUNDS = 3;
const PORT = Number(process.env.BENCH_PORT ?? 3202);
const PG_LOG = process.env.BENCH_PG_LOG ?? '/var/log/postgresql/postgresql-15-main.log';
const NODE_FLAGS = process.env.BENCH_NODE_FLAGS?.split(/\s+/).filter(Boolean);
const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
/** The seed's password for every customer (apps/server/src/db/scale/scale-fill.ts). */
const CUSTOMER_PASSWORD = 'scale-customer-password';
/** The renewal run's advisory lock key (RUN_LOCK_KEY in modules/subscriptions/plan-run.ts). */
const PLAN_RUN_LOCK_KEY = 7_262_011_929;
/** The owner's plan list page size (AdminPageQuerySchema's default). */
const PLAN_PAGE_SIZE = 20;

/** What the requests need from the seeded data, read before the server starts. */
interface Context {
  customerEmail: string;
  customerId: string;
  orderId: string;
  orderNumber: number;
  phone: string;
  dueDay: string;
  orders: number;
  plans: number;
  /** The day most active plans are charged on (the seed's due day) and how many are. */
  planDay: string;
  duePlans: number;
  /** The product with the most reviews (any product when none has one). */
  reviewedProductId: string;
  /** An auto-replace order (the middle order when none is). */
  planOrderId: string;
}

type Who = 'admin' | 'customer';

/** One timed request: a new path is one line. `target` is the issue's p95 (ms). */
interface BenchRequest {
  name: string;
  who: Who;
  path: (c: Context) => string;
  p95: number;
  p99?: number;
}

const q = encodeURIComponent;
/** Order History's page size in the web (ORDER_HISTORY_PAGE_SIZE in @shop/contract). */
const HISTORY_PAGE = 20;
const REQUESTS: BenchRequest[] = [
  { name: 'order list, page 1', who: 'admin', path: () => '/admin/orders', p95: 100, p99: 250 },
  {
    name: 'order list, page 5,000',
    who: 'admin',
    path: () => '/admin/orders?page=5000',
    p95: 100,
    p99: 250,
  },
  {
    name: 'order search #number',
    who: 'admin',
    path: (c) => `/admin/orders?q=${q(`#${c.orderNumber}`)}`,
    p95: 100,
    p99: 250,
  },
  {
    name: 'order search, name fragment',
    who: 'admin',
    path: () => '/admin/orders?q=owalsk',
    p95: 100,
    p99: 250,
  },
  {
    name: 'order search, e-mail fragment',
    who: 'admin',
    path: () => '/admin/orders?q=hernandez12',
    p95: 100,
    p99: 250,
  },
  {
    name: 'order search, phone as typed',
    who: 'admin',
    path: (c) => `/admin/orders?q=${q(c.phone)}`,
    p95: 100,
    p99: 250,
  },
  {
    name: 'order search, name + status + dates',
    who: 'admin',
    path: () => '/admin/orders?q=owalsk&status=Delivered&from=2025-01-01&to=2025-12-31',
    p95: 100,
    p99: 250,
  },
  {
    name: 'customers search',
    who: 'admin',
    path: () => '/admin/customers?q=owalsk',
    p95: 100,
    p99: 250,
  },
  // Issue 40.24: what the owner types, a surname's first letters or the start of an e-mail.
  {
    name: 'customers search, surname fragment (5 letters)',
    who: 'admin',
    path: () => '/admin/customers?q=owals',
    p95: 100,
    p99: 250,
  },
  {
    name: 'customers search, e-mail start (6 letters)',
    who: 'admin',
    path: () => '/admin/customers?q=patric',
    p95: 100,
    p99: 250,
  },
  { name: 'messages list', who: 'admin', path: () => '/admin/outbox', p95: 100, p99: 250 },
  {
    name: 'messages search',
    who: 'admin',
    path: () => '/admin/outbox?q=hernandez12',
    p95: 100,
    p99: 250,
  },
  { name: 'order detail', who: 'admin', path: (c) => `/admin/orders/${c.orderId}`, p95: 50 },
  {
    name: 'customer detail',
    who: 'admin',
    path: (c) => `/admin/customers/${c.customerId}`,
    p95: 50,
  },
  { name: 'dashboard', who: 'admin', path: () => '/admin/dashboard', p95: 150 },
  // The customer has 1,000 orders; the web asks for them a page at a time.
  {
    name: 'Order History (1,000 orders), page 1',
    who: 'customer',
    path: () => `/orders/myorders?offset=0&limit=${HISTORY_PAGE}`,
    p95: 50,
  },
  {
    name: 'Order History (1,000 orders), last page',
    who: 'customer',
    path: () => `/orders/myorders?offset=${1000 - HISTORY_PAGE}&limit=${HISTORY_PAGE}`,
    p95: 50,
  },
  { name: 'My Products (50 systems)', who: 'customer', path: () => '/trackers', p95: 50 },
  {
    name: 'plans list, page 1',
    who: 'admin',
    path: () => '/admin/subscriptions',
    p95: 100,
    p99: 250,
  },
  {
    name: 'plans list, a deep page (90%)',
    who: 'admin',
    path: (c) =>
      `/admin/subscriptions?page=${Math.max(1, Math.floor((c.plans / PLAN_PAGE_SIZE) * 0.9))}`,
    p95: 100,
    p99: 250,
  },
  {
    name: 'plans search, name fragment',
    who: 'admin',
    path: () => '/admin/subscriptions?q=owalsk',
    p95: 100,
    p99: 250,
  },
  {
    name: 'plans search, e-mail fragment',
    who: 'admin',
    path: () => '/admin/subscriptions?q=hernandez12',
    p95: 100,
    p99: 250,
  },
  {
    name: 'plans search, phone as typed',
    who: 'admin',
    path: (c) => `/admin/subscriptions?q=${q(c.phone)}`,
    p95: 100,
    p99: 250,
  },
  {
    name: 'plans search, product',
    who: 'admin',
    path: () => `/admin/subscriptions?q=${q('Sediment Cartridge')}`,
    p95: 100,
    p99: 250,
  },
  {
    name: 'plans search, name + status',
    who: 'admin',
    path: () => '/admin/subscriptions?q=owalsk&status=active',
    p95: 100,
    p99: 250,
  },
  {
    name: 'plans list, in dunning',
    who: 'admin',
    path: () => '/admin/subscriptions?status=payment_failed',
    p95: 100,
    p99: 250,
  },
  // The after-sale desks and pages (issues 40-42); `bench/scale-after-sale.sql` fills their
  // tables, which the seed leaves empty.
  { name: 'returns desk, page 1', who: 'admin', path: () => '/admin/returns', p95: 100, p99: 250 },
  {
    name: 'returns desk, new',
    who: 'admin',
    path: () => '/admin/returns?status=new',
    p95: 100,
    p99: 250,
  },
  { name: 'reviews queue, page 1', who: 'admin', path: () => '/admin/reviews', p95: 100, p99: 250 },
  {
    name: 'reviews queue, pending',
    who: 'admin',
    path: () => '/admin/reviews?status=pending',
    p95: 100,
    p99: 250,
  },
  {
    name: 'warranty desk, page 1',
    who: 'admin',
    path: () => '/admin/warranty-claims',
    p95: 100,
    p99: 250,
  },
  {
    name: 'warranty desk, open',
    who: 'admin',
    path: () => '/admin/warranty-claims?status=open',
    p95: 100,
    p99: 250,
  },
  {
    name: 'orders placed by auto-replace',
    who: 'admin',
    path: () => '/admin/orders?source=auto_replace',
    p95: 100,
    p99: 250,
  },
  {
    name: 'auto-replace order detail',
    who: 'admin',
    path: (c) => `/admin/orders/${c.planOrderId}`,
    p95: 50,
  },
  {
    name: "most-reviewed product's reviews",
    who: 'customer',
    path: (c) => `/products/${c.reviewedProductId}/reviews`,
    p95: 50,
  },
  { name: "customer's returns", who: 'customer', path: () => '/returns', p95: 50 },
  { name: "customer's warranty claims", who: 'customer', path: () => '/warranty-claims', p95: 50 },
  { name: "customer's signed-in devices", who: 'customer', path: () => '/auth/sessions', p95: 50 },
];

/** Tables the issue forbids reading sequentially on these paths. */
const WATCHED =
  /Seq Scan on (orders|users|tracked_parts|outbox|returns|return_lines|reviews|review_requests|warranty_claims|sessions|customer_photos|subscription_cycles)\b/;

// ---------------------------------------------------------------------------------------------

async function readContext(): Promise<Context> {
  const customerId = `overlay(overlay(md5('scale-customer-1') placing '4' from 13) placing '8' from 17)::uuid`;
  const statements = {
    customer: `select id::text, email from users where id = ${customerId}`,
    // The seed's middle order (500,000 of the default size; it had none at a tenth: a 404).
    order: `select id::text, order_number from orders
      where payment_intent_id = 'pi_scale_' || (select count(*) / 2 from orders)`,
    phone: `select phone_number from users where phone_number like '+1%' limit 1`,
    orders: 'select count(*)::int as n from orders',
    plans: 'select count(*)::int as n from subscriptions',
    planDay: `select to_char(next_charge_on, 'YYYY-MM-DD') as day, count(*)::int as n
      from subscriptions where status = 'active' group by 1 order by 2 desc limit 1`,
    // The bench's admin turns two-step sign-in on afresh in each run (signIn).
    resetAdminTwoStep: `delete from totp_secrets where user_id in
      (select id from users where email = '${BENCH_ADMIN.email}') returning user_id`,
    reviewed: `select p.id::text from products p left join reviews r on r.product_id = p.id
      group by p.id order by count(r.id) desc, p.id limit 1`,
    planOrder: `select id::text from orders where source = 'auto_replace' order by id limit 1`,
    due: `select to_char(greatest(((installed_at at time zone 'UTC') + make_interval(months => initial_lifespan_months))::date,
        (snoozed_until at time zone 'UTC')::date), 'YYYY-MM-DD') as day, count(*)
      from tracked_parts group by 1 order by 2 desc limit 1`,
  };
  const rows: Record<string, Record<string, unknown>> = {};
  if (ON_PGLITE) {
    const db = await openBenchPglite();
    for (const [key, sql] of Object.entries(statements)) {
      rows[key] = (await db.query<Record<string, unknown>>(sql)).rows[0] ?? {};
    }
    await db.close();
  } else {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    for (const [key, sql] of Object.entries(statements)) {
      rows[key] = (await client.query(sql)).rows[0] ?? {};
    }
    await client.end();
  }
  const digits = String(rows.phone?.phone_number ?? '+12000000001')
    .replace(/\D/g, '')
    .slice(-10);
  return {
    customerEmail: String(rows.customer?.email),
    customerId: String(rows.customer?.id),
    orderId: String(rows.order?.id),
    orderNumber: Number(rows.order?.order_number),
    phone: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
    dueDay: String(rows.due?.day),
    orders: Number(rows.orders?.n),
    plans: Number(rows.plans?.n),
    planDay: String(rows.planDay?.day ?? ''),
    duePlans: Number(rows.planDay?.n ?? 0),
    reviewedProductId: String(rows.reviewed?.id),
    planOrderId: String(rows.planOrder?.id ?? rows.order?.id),
  };
}

function start(env: Record<string, string> = {}, databaseUrl = DATABASE_URL) {
  return startRelease({
    core: 1,
    port: PORT,
    ...(NODE_FLAGS ? { nodeFlags: NODE_FLAGS } : {}),
    ...(process.env.BENCH_MAIN ? { main: process.env.BENCH_MAIN } : {}),
    ...(ON_PGLITE ? { dataDir: DATA_DIR } : { databaseUrl }),
    env: { SEED_DEMO: 'false', AUTO_REPLACE_RUN_AT_START: 'false', ...env },
  });
}

async function call(
  path: string,
  token?: string,
  init: { method?: string; body?: object } = {},
): Promise<Response> {
  const response = await fetch(`http://127.0.0.1:${PORT}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  return response;
}

/**
 * In production staff open the back office only with two-step sign-in on (decision 069): the
 * bench turns it on for its admin at the first sign-in of a run (readContext removed any secret
 * an earlier run left) and answers later sign-ins' challenges as the phone would, each with a
 * time step after the last one used (the server refuses a step twice).
 */
const adminTotp = { secret: '', lastStep: 0 };

function base32Bytes(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
}

function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const at = (mac[mac.length - 1] ?? 0) & 0xf;
  return String((mac.readUInt32BE(at) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** A step after the last used, within the server's window (now ± 1), waiting when needed. */
async function nextTotpCode(): Promise<string> {
  const now = Math.floor(Date.now() / 30_000);
  const step = Math.max(now, adminTotp.lastStep + 1);
  if (step > now + 1) await delay((step - 1) * 30_000 - Date.now() + 1_000);
  adminTotp.lastStep = step;
  return totpCode(adminTotp.secret, step);
}

async function signIn(credential: string, password: string): Promise<string> {
  const response = await call('/auth/login', undefined, {
    method: 'POST',
    body: { credential, password },
  });
  const body = (await response.json()) as { data?: { token?: string; challenge?: string } };
  let token = body.data?.token;
  if (!token && body.data?.challenge && adminTotp.secret) {
    const answer = await call('/auth/login/second-factor', undefined, {
      method: 'POST',
      body: { challenge: body.data.challenge, code: await nextTotpCode() },
    });
    token = ((await answer.json()) as { data?: { token?: string } }).data?.token;
  }
  if (!token) throw new Error(`sign-in of ${credential} failed: ${JSON.stringify(body)}`);
  if (credential === BENCH_ADMIN.email && !adminTotp.secret) {
    const setup = await call('/auth/totp/setup', token, { method: 'POST', body: {} });
    if (setup.status === 404) return token; // a build from before two-step sign-in (BENCH_MAIN)
    const { data } = (await setup.json()) as { data?: { secret?: string } };
    if (!data?.secret)
      throw new Error(`two-step setup of the bench admin failed (${setup.status})`);
    adminTotp.secret = data.secret;
    const confirm = await call('/auth/totp/confirm', token, {
      method: 'POST',
      body: { code: await nextTotpCode() },
    });
    if (confirm.status !== 200)
      throw new Error(`two-step confirm of the bench admin failed (${confirm.status})`);
  }
  return token;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;

interface Row {
  what: string;
  p50: string;
  p95: string;
  p99: string;
  target: string;
  ok: boolean | null;
}
const table: Row[] = [];

async function timeRequests(context: Context, tokens: Record<Who, string>) {
  for (const entry of REQUESTS) {
    const path = entry.path(context);
    const durations: number[] = [];
    let status = 0;
    const budgetEnds = performance.now() + BUDGET_MS;
    for (let round = 0; round < ROUNDS + WARM_UP; round += 1) {
      const started = performance.now();
      const response = await call(path, tokens[entry.who]);
      await response.arrayBuffer();
      if (round >= WARM_UP) durations.push(performance.now() - started);
      status = response.status;
      // A request far over its target is timed a few times, not ROUNDS times.
      if (durations.length >= MIN_ROUNDS && performance.now() > budgetEnds) break;
    }
    const sorted = durations.sort((a, b) => a - b);
    const [p50, p95, p99] = [0.5, 0.95, 0.99].map((p) => percentile(sorted, p)) as [
      number,
      number,
      number,
    ];
    const ok = status === 200 && p95 < entry.p95 && (!entry.p99 || p99 < entry.p99);
    table.push({
      what: `${entry.name} (n=${durations.length})${status === 200 ? '' : ` (HTTP ${status})`}`,
      p50: `${p50.toFixed(1)} ms`,
      p95: `${p95.toFixed(1)} ms`,
      p99: `${p99.toFixed(1)} ms`,
      target: `p95 < ${entry.p95} ms${entry.p99 ? `, p99 < ${entry.p99} ms` : ''}`,
      ok,
    });
    process.stdout.write(
      `  ${entry.name.padEnd(38)} p50 ${p50.toFixed(1)}  p95 ${p95.toFixed(1)}  p99 ${p99.toFixed(1)} ms\n`,
    );
  }
}

function rssKb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
}

/**
 * The whole export over one connection, read as it comes: first byte, total, peak RSS. An
 * aborted download ends at once (the load beside the storefront's run).
 */
function downloadCsv(token: string, pid: number, signal?: AbortSignal) {
  return new Promise<{ firstByteMs: number; totalMs: number; bytes: number; rssGrowthMb: number }>(
    (resolve, reject) => {
      const before = rssKb(pid);
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssKb(pid));
      }, 100);
      const started = performance.now();
      let firstByteMs = 0;
      let bytes = 0;
      const req = request(
        {
          host: '127.0.0.1',
          port: PORT,
          path: '/api/v1/admin/orders.csv',
          headers: { authorization: `Bearer ${token}` },
        },
        (res) => {
          if (res.statusCode !== 200) {
            clearInterval(sampler);
            reject(new Error(`the CSV export answered HTTP ${res.statusCode}`));
            res.resume();
            return;
          }
          res.on('data', (chunk: Buffer) => {
            if (bytes === 0) firstByteMs = performance.now() - started;
            bytes += chunk.length;
          });
          res.on('end', () => {
            clearInterval(sampler);
            resolve({
              firstByteMs,
              totalMs: performance.now() - started,
              bytes,
              rssGrowthMb: (peak - before) / 1024,
            });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      signal?.addEventListener('abort', () => {
        clearInterval(sampler);
        req.destroy();
        resolve({ firstByteMs, totalMs: performance.now() - started, bytes, rssGrowthMb: 0 });
      });
      req.end();
    },
  );
}

async function measureCsv(server: ReleaseServer, token: string) {
  const csv = await downloadCsv(token, server.pid);
  const lines = `${(csv.bytes / 1024 / 1024).toFixed(0)} MB`;
  table.push(
    {
      what: `CSV export of all ${(await readOrderCount()).toLocaleString('en-US')} orders: first byte`,
      p50: `${csv.firstByteMs.toFixed(0)} ms`,
      p95: '',
      p99: '',
      target: '< 1 s',
      ok: csv.firstByteMs < 1000,
    },
    {
      what: `CSV export: whole file (${lines})`,
      p50: `${(csv.totalMs / 1000).toFixed(1)} s`,
      p95: '',
      p99: '',
      target: '< 2 min',
      ok: csv.totalMs < 120_000,
    },
    {
      what: 'CSV export: server RSS growth',
      p50: `${csv.rssGrowthMb.toFixed(0)} MB`,
      p95: '',
      p99: '',
      target: '< 50 MB',
      ok: csv.rssGrowthMb < 50,
    },
  );
  process.stdout.write(
    `  CSV: first byte ${csv.firstByteMs.toFixed(0)} ms, ${lines} in ${(csv.totalMs / 1000).toFixed(1)} s, RSS +${csv.rssGrowthMb.toFixed(0)} MB\n`,
  );
}

let orderCount = 0;
const readOrderCount = async () => orderCount;

/** Storefront req/s (wrk on core 0, the listing and a product page) with and without `load`. */
async function throughputRatio(label: string, load: () => Promise<unknown>, stopLoad: () => void) {
  ensureWrk();
  const url = `http://127.0.0.1:${PORT}/api/v1/products`;
  const alone = await runWrk(0, url, 10, 8);
  const loading = load();
  await delay(500);
  const beside = await runWrk(0, url, 10, 8);
  stopLoad();
  await loading.catch(() => {});
  const ratio = beside.perSecond / alone.perSecond;
  table.push({
    what: `storefront throughput while ${label} runs`,
    p50: `${ratio.toFixed(2)} (${beside.perSecond.toFixed(0)} / ${alone.perSecond.toFixed(0)} req/s)`,
    p95: '',
    p99: '',
    target: '≥ 0.8',
    ok: ratio >= 0.8,
  });
  process.stdout.write(
    `  storefront ${alone.perSecond.toFixed(0)} req/s alone, ${beside.perSecond.toFixed(0)} beside ${label}: ${ratio.toFixed(2)}\n`,
  );
}

/** A POST answered when the server is done, however long that takes (fetch gives up at 300 s). */
function postAndWait(path: string, token: string, body: object) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port: PORT,
        method: 'POST',
        path: `/api/v1${path}`,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * One job run through its development-only route (POST `path` with `body`) on a start of the
 * release with NODE_ENV=development: its time and the server's RSS before and at its peak.
 * `beforePost` runs once the server is up and signed in to. With `besideStorefront`, the
 * storefront's throughput is measured beside the job (and the label names the job).
 */
async function timeJobOnDevelopmentStart(
  path: string,
  body: object,
  beforePost: () => Promise<void> = async () => {},
  besideStorefront?: string,
) {
  const server = await start({ NODE_ENV: 'development' });
  try {
    const admin = await signIn(BENCH_ADMIN.email, BENCH_ADMIN.password);
    await beforePost();
    const beforeKb = rssKb(server.pid);
    let peakKb = beforeKb;
    const sampler = setInterval(() => {
      peakKb = Math.max(peakKb, rssKb(server.pid));
    }, 200);
    const timed = { started: 0, ended: 0 };
    const post = () => {
      timed.started = performance.now();
      return postAndWait(path, admin, body).finally(() => {
        timed.ended = performance.now();
      });
    };
    let answer: Awaited<ReturnType<typeof postAndWait>>;
    try {
      if (besideStorefront && !SKIP.has('throughput')) {
        // The storefront's throughput on this start, alone and then beside the job.
        let posted: ReturnType<typeof post> | undefined;
        await throughputRatio(
          besideStorefront,
          () => (posted = post()),
          () => {},
        );
        if (!posted) throw new Error(`${path} was not posted`);
        answer = await posted;
      } else {
        answer = await post();
      }
    } finally {
      clearInterval(sampler);
    }
    const seconds = (timed.ended - timed.started) / 1000;
    return { ...answer, seconds, beforeKb, peakKb };
  } finally {
    await server.stop();
  }
}

const megabytes = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

/** The due day's sweep on a development start (its sweep route), then its traces deleted. */
async function measureSweep(context: Context) {
  const now = `${context.dueDay}T15:00:00.000Z`;
  const since = new Date(Date.now() - 1000).toISOString();
  const job = await timeJobOnDevelopmentStart(
    '/admin/reminders/sweep',
    { now },
    undefined,
    'the reminder sweep',
  );
  const sent = (job.body as { data?: { sent: number } } | null)?.data?.sent ?? 0;
  table.push(
    {
      what: `reminder sweep of ${context.dueDay}: ${sent.toLocaleString('en-US')} sent`,
      p50: `${job.seconds.toFixed(0)} s`,
      p95: '',
      p99: '',
      target: '< 5 min',
      ok: job.status === 200 && job.seconds < 300,
    },
    {
      what: 'reminder sweep: server RSS (peak)',
      p50: `${megabytes(job.peakKb)} (+${((job.peakKb - job.beforeKb) / 1024).toFixed(0)})`,
      p95: '',
      p99: '',
      target: '< 250 MB',
      ok: job.peakKb / 1024 < 250,
    },
  );
  process.stdout.write(
    `  sweep: ${sent} sent in ${job.seconds.toFixed(1)} s, RSS ${megabytes(job.beforeKb)} -> ${megabytes(job.peakKb)}\n`,
  );
  return { now, since };
}

/** The bench's PGlite directory, opened as the server opens it (pg_trgm loaded for its indexes). */
async function openBenchPglite() {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  return new PGlite(`${DATA_DIR}/pglite`, { extensions: { pg_trgm } });
}

/** Runs `statements` (several, separated by semicolons) on the bench's database. */
async function execOnDatabase(statements: string) {
  if (ON_PGLITE) {
    const db = await openBenchPglite();
    await db.exec(statements);
    await db.close();
    return;
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query(statements);
  await client.end();
}

const forgetSweep = ({ now, since }: { now: string; since: string }) =>
  // Analyzed first: planned on the statistics of an empty reminders table, the first delete
  // compared every link with every reminder (minutes at 44,000 reminders).
  execOnDatabase(`
    analyze reminders;
    analyze reminder_links;
    delete from reminder_links where tracked_part_id in
      (select tracked_part_id from reminders where sent_at = '${now}');
    delete from outbox where created_at >= '${since}';
    delete from reminders where sent_at = '${now}' or sent_at is null;`);

/**
 * The renewal run's advisory lock, held on its own connection: the release's hourly runs
 * (as of the real day, which may be the seed's due day or later) then return at once
 * instead of charging the seeded plans. Null on PGlite, which has no such lock.
 */
async function holdPlanRuns() {
  if (ON_PGLITE) return null;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const hold = async () =>
    void (await client.query('select pg_advisory_lock($1)', [PLAN_RUN_LOCK_KEY]));
  await hold();
  return {
    hold,
    release: async () =>
      void (await client.query('select pg_advisory_unlock($1)', [PLAN_RUN_LOCK_KEY])),
    end: () => client.end(),
  };
}
type PlanRunGuard = Awaited<ReturnType<typeof holdPlanRuns>>;

/**
 * The auto-replace run as of the seed's due day on a development start (its run route): the
 * time until it has charged and ordered every plan due that day, with the test processor.
 */
async function measurePlanRun(context: Context, guard: PlanRunGuard) {
  const now = `${context.planDay}T15:00:00.000Z`;
  const since = new Date(Date.now() - 1000).toISOString();
  const job = await timeJobOnDevelopmentStart('/admin/subscriptions/run', { now }, async () => {
    await guard?.release();
  }).finally(() => guard?.hold());
  const tally = (job.body as { data?: Record<string, number> } | null)?.data ?? {};
  const ordered = tally.ordered ?? 0;
  const due = context.duePlans;
  table.push(
    {
      what: `auto-replace run of ${context.planDay}: ${ordered.toLocaleString('en-US')} of ${due.toLocaleString('en-US')} due plans ordered (test processor)`,
      p50: `${job.seconds.toFixed(0)} s`,
      p95: '',
      p99: '',
      target: '< 10 min',
      ok: job.status === 200 && ordered === due && job.seconds < 600,
    },
    {
      what: 'auto-replace run: server RSS (peak)',
      p50: `${megabytes(job.peakKb)} (+${((job.peakKb - job.beforeKb) / 1024).toFixed(0)})`,
      p95: '',
      p99: '',
      target: '',
      ok: null,
    },
  );
  process.stdout.write(
    `  auto-replace run: ${JSON.stringify(tally)} in ${job.seconds.toFixed(1)} s, RSS ${megabytes(job.beforeKb)} -> ${megabytes(job.peakKb)}\n`,
  );
  return { now, since };
}

/**
 * Takes back what the run did, so the bench can run again: its orders (their stock given back;
 * the sales rollup follows by trigger), payments, cycles, timeline events, links, notices and
 * messages, and each plan it moved on put back on the cycle it charged.
 */
const forgetPlanRun = ({ now, since }: { now: string; since: string }) =>
  execOnDatabase(`
    begin;
    update products p set stock = p.stock + back.units
      from (select product_id, sum(quantity)::int as units from order_items
            where order_id in (select id from orders where created_at >= '${since}')
            group by product_id) as back
      where p.id = back.product_id;
    update subscriptions s set status = 'active', last_due_on = null, next_due_on = c.due_on,
        next_charge_on = c.charge_on, charge_on_chosen = false
      from subscription_cycles c
      where c.subscription_id = s.id and c.created_at >= '${since}';
    delete from subscription_cycles where created_at >= '${since}';
    delete from subscription_events where created_at >= '${since}';
    delete from plan_links where created_at >= '${since}';
    delete from plan_card_notices where sent_at = '${now}';
    delete from payment_purchases where created_at >= '${since}';
    delete from payment_intents where created_at >= '${since}';
    delete from orders where created_at >= '${since}';
    delete from outbox where created_at >= '${since}';
    commit;`);

// --- plans ------------------------------------------------------------------------------------

/** auto_explain on the release's own connections: the real statements, their real plans. */
const EXPLAINED = `${DATABASE_URL}${DATABASE_URL.includes('?') ? '&' : '?'}options=${encodeURIComponent(
  [
    'session_preload_libraries=auto_explain',
    'auto_explain.log_min_duration=0',
    'auto_explain.log_analyze=on',
    'auto_explain.log_buffers=on',
    'auto_explain.log_nested_statements=on',
    'application_name=scale_bench_plans',
  ]
    .map((setting) => `-c ${setting}`)
    .join(' '),
)}`;

function logSize(): number {
  try {
    return statSync(PG_LOG).size;
  } catch {
    return -1;
  }
}

/** The plans logged since `from` for the bench's database, each as its own text. */
function plansSince(from: number): string[] {
  const text = readFileSync(PG_LOG).subarray(from).toString('utf8');
  const database = new URL(DATABASE_URL).pathname.slice(1);
  const plans: string[] = [];
  let current: string[] | null = null;
  for (const line of text.split('\n')) {
    if (/^\d{4}-\d{2}-\d{2} /.test(line)) {
      if (current) plans.push(current.join('\n'));
      current = line.includes(`@${database} `) && line.includes('plan:') ? [line] : null;
    } else if (current) {
      current.push(line);
    }
  }
  if (current) plans.push(current.join('\n'));
  return plans.map((plan) => plan.replace(/^.*?LOG: {2}/, ''));
}

async function printPlans(context: Context) {
  if (ON_PGLITE) {
    process.stdout.write('\nPlans: PGlite has no auto_explain; see the PostgreSQL run.\n');
    return;
  }
  if (logSize() < 0) {
    process.stdout.write(`\nPlans: ${PG_LOG} is not readable (BENCH_PG_LOG).\n`);
    return;
  }
  const server = await start({}, EXPLAINED);
  const flagged: string[] = [];
  try {
    const tokens = {
      admin: await signIn(BENCH_ADMIN.email, BENCH_ADMIN.password),
      customer: await signIn(context.customerEmail, CUSTOMER_PASSWORD),
    };
    const explained = [
      ...REQUESTS.map((entry) => ({ name: entry.name, path: entry.path(context), who: entry.who })),
      {
        name: 'CSV export (until its first batch)',
        path: '/admin/orders.csv',
        who: 'admin' as Who,
      },
    ];
    for (const entry of explained) {
      await delay(300); // the previous request's statements are in the log
      const from = logSize();
      const response = await call(entry.path, tokens[entry.who]);
      if (entry.path.endsWith('.csv')) {
        const reader = response.body?.getReader();
        let read = 0;
        while (reader && read < 300_000) {
          const { value, done } = await reader.read();
          if (done) break;
          read += value.length;
        }
        await reader?.cancel();
      } else {
        await response.arrayBuffer();
      }
      await delay(500);
      const plans = plansSince(from).filter(
        (plan) => !/auth|refresh_tokens|rate_limit|request_log/.test(plan.split('\n')[1] ?? ''),
      );
      process.stdout.write(`\n### ${entry.name}: GET /api/v1${entry.path}\n\n`);
      for (const plan of plans) {
        const seq = plan.match(WATCHED);
        if (seq) flagged.push(`${entry.name}: ${seq[0]}`);
        process.stdout.write(`${seq ? `!! ${seq[0]}\n` : ''}${plan}\n\n`);
      }
    }
  } finally {
    await server.stop();
  }
  process.stdout.write(
    flagged.length
      ? `\nSequential scans of watched tables:\n${[...new Set(flagged)].map((line) => `  ${line}`).join('\n')}\n`
      : '\nNo sequential scan of a watched table on these paths.\n',
  );
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const context = await readContext();
  orderCount = context.orders;
  const load = execFileSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).split(' ');
  process.stdout.write(
    `Scale bench on ${ON_PGLITE ? `PGlite (${DATA_DIR})` : DATABASE_URL}: ${context.orders.toLocaleString('en-US')} orders, ` +
      `${context.plans.toLocaleString('en-US')} plans, ${ROUNDS} timed requests each, load average ${load.slice(0, 3).join(' ')}\n`,
  );
  const today = new Date().toISOString().slice(0, 10);
  if (ON_PGLITE && context.duePlans > 0 && context.planDay <= today) {
    process.stdout.write(
      `  The plans are due on ${context.planDay}, not after today: the hourly run (five past) may charge them first on PGlite (seed it with a later --due-day).\n`,
    );
  }
  const guard = await holdPlanRuns();
  try {
    const server = await start();
    try {
      const tokens = {
        admin: await signIn(BENCH_ADMIN.email, BENCH_ADMIN.password),
        customer: await signIn(context.customerEmail, CUSTOMER_PASSWORD),
      };
      if (!SKIP.has('requests')) await timeRequests(context, tokens);
      if (!SKIP.has('csv')) await measureCsv(server, tokens.admin);
      if (!SKIP.has('throughput')) {
        const stop = new AbortController();
        await throughputRatio(
          'a CSV export',
          async () => {
            while (!stop.signal.aborted) await downloadCsv(tokens.admin, server.pid, stop.signal);
          },
          () => stop.abort(),
        );
      }
    } finally {
      await server.stop();
    }
    if (!SKIP.has('sweep')) {
      await forgetSweep(await measureSweep(context));
    }
    if (!SKIP.has('run')) {
      if (context.duePlans === 0) {
        process.stdout.write('  auto-replace run: no plans (seed:scale -- --only cards,plans)\n');
      } else {
        await forgetPlanRun(await measurePlanRun(context, guard));
      }
    }
    const after = execFileSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).split(' ');
    process.stdout.write(`\nLoad average after: ${after.slice(0, 3).join(' ')}\n\n`);
    process.stdout.write('| what | p50 | p95 | p99 | target | met |\n|---|---|---|---|---|---|\n');
    for (const row of table) {
      const met = row.ok === null ? 'n/a' : row.ok ? 'yes' : '**no**';
      process.stdout.write(
        `| ${row.what} | ${row.p50} | ${row.p95} | ${row.p99} | ${row.target} | ${met} |\n`,
      );
    }
    if (!SKIP.has('plans')) await printPlans(context);
  } finally {
    await guard?.end();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
