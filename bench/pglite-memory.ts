/**
 * Where an embedded PGlite's memory goes, one fresh process per setting (a WebAssembly memory
 * never shrinks, so settings cannot share one). Each child opens a PGlite data directory with
 * pg_trgm, as the server does, and one set of startup settings. It prints its memory after
 * importing PGlite, after compiling its WebAssembly, after opening the directory, after
 * catalogue-like reads, after full-table reads (the sweep's and the back office's sizes) and
 * after a VACUUM.
 *   BENCH_DATA_DIR=/tmp/scale npx tsx bench/pglite-memory.ts   (the directory holding pglite/)
 *
 * Columns: RSS and its anonymous part (/proc/self/status), the resident part of the
 * WebAssembly memory (/proc/self/smaps: the read-write mapping of exactly its size; V8 reserves
 * more behind it) beside that size (`Module.HEAPU8.byteLength`), V8's heap in use, `external`
 * and `arrayBuffers`, and the phase's time. Run under tsx, every row carries about 45 MB of tsx.
 * BENCH_SETTINGS picks settings by name, separated by ";" (default: all below); BENCH_DATA_DIR
 * has no default.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Startup settings tried, as `-c` pairs added to PGlite's own start parameters. */
const SETTINGS: Record<string, string[]> = {
  default: [],
  'shared_buffers=64MB': ['shared_buffers=64MB'],
  'shared_buffers=48MB': ['shared_buffers=48MB'],
  'shared_buffers=32MB': ['shared_buffers=32MB'],
  'shared_buffers=16MB': ['shared_buffers=16MB'],
  'shared_buffers=8MB': ['shared_buffers=8MB'],
  '16MB, wal_buffers=1MB': ['shared_buffers=16MB', 'wal_buffers=1MB'],
  '16MB, maintenance_work_mem=16MB': ['shared_buffers=16MB', 'maintenance_work_mem=16MB'],
  '16MB, temp_buffers=1MB, work_mem=2MB': [
    'shared_buffers=16MB',
    'temp_buffers=1MB',
    'work_mem=2MB',
  ],
};

const CATALOGUE_READS = [
  `select id, name, price_cents from products order by name limit 24`,
  `select p.id, p.name from products p where p.name ilike '%filter%' order by p.name limit 24`,
  `select * from products where sku = (select min(sku) from products)`,
  `select * from products where search @@ plainto_tsquery('english', 'carbon filter') limit 24`,
];
const FULL_READS = ['orders', 'order_items', 'tracked_parts', 'contact_messages', 'users'].map(
  (table) => `select count(*) from ${table}`,
);

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

function statusMb(field: string) {
  const kb = new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
}

/** Resident MB of the wasm memory: the read-write mapping exactly its size (V8 reserves more). */
function wasmResidentMb(byteLength: number) {
  if (byteLength === 0) return 0;
  let isMemory = false;
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const range = /^([0-9a-f]+)-([0-9a-f]+) rw-p /.exec(line);
    if (range)
      isMemory = Number.parseInt(range[2]!, 16) - Number.parseInt(range[1]!, 16) === byteLength;
    else if (/^[0-9a-f]+-[0-9a-f]+ /.test(line)) isMemory = false;
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && isMemory) return Math.round(Number(rss[1]) / 1024);
  }
  throw new Error('no mapping of the wasm memory in /proc/self/smaps');
}

async function child(name: string, dataDir: string) {
  const pairs = SETTINGS[name];
  if (!pairs) throw new Error(`unknown setting ${name}`);
  const gucs = pairs;
  const rows: string[] = [];
  let heapBytes = () => 0;
  const snap = (phase: string, ms?: number) => {
    const usage = process.memoryUsage();
    rows.push(
      [
        name,
        phase,
        statusMb('VmRSS'),
        statusMb('RssAnon'),
        wasmResidentMb(heapBytes()),
        mb(heapBytes()),
        mb(usage.heapUsed),
        mb(usage.external),
        mb(usage.arrayBuffers),
        ms === undefined ? '' : Math.round(ms),
      ].join('\t'),
    );
  };
  snap('node');
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  snap('import');
  const code = readFileSync(
    join(import.meta.dirname, '../node_modules/@electric-sql/pglite/dist/pglite.wasm'),
  );
  const pgliteWasmModule = await WebAssembly.compile(code);
  snap('compile wasm');
  let started = performance.now();
  const client = await PGlite.create(join(dataDir, 'pglite'), {
    extensions: { pg_trgm },
    pgliteWasmModule,
    startParams: [...PGlite.defaultStartParams, ...gucs.flatMap((pair) => ['-c', pair])],
  });
  heapBytes = () => client.Module.HEAPU8.byteLength;
  snap('open', performance.now() - started);
  const shown = await client.query<{ shared_buffers: string }>('show shared_buffers');
  if (gucs.length && shown.rows[0]?.shared_buffers !== gucs[0]!.split('=')[1])
    throw new Error(`shared_buffers is ${shown.rows[0]?.shared_buffers}`);
  for (const label of ['catalogue x20', 'catalogue x20, again', 'catalogue x20, third']) {
    started = performance.now();
    for (let round = 0; round < 20; round++)
      for (const text of CATALOGUE_READS) await client.query(text);
    snap(label, performance.now() - started);
  }
  for (const label of ['full reads, cold', 'full reads, warm']) {
    started = performance.now();
    for (const text of FULL_READS) await client.query(text);
    snap(label, performance.now() - started);
  }
  started = performance.now();
  await client.exec('vacuum analyze tracked_parts');
  snap('vacuum tracked_parts', performance.now() - started);
  await client.close();
  process.stdout.write(`${rows.join('\n')}\n`);
}

const [mode, name] = process.argv.slice(2);
const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir) throw new Error('BENCH_DATA_DIR: the data directory holding pglite/');
if (mode === '--child' && name) {
  await child(name, dataDir);
} else {
  const names = process.env.BENCH_SETTINGS?.split(';') ?? Object.keys(SETTINGS);
  console.log(
    'setting\tphase\tRSS MB\tanon MB\twasm resident MB\twasm size MB\theapUsed MB\texternal MB\tarrayBuffers MB\tms',
  );
  for (const each of names) {
    const run = spawnSync(
      process.execPath,
      [...process.execArgv, import.meta.filename, '--child', each],
      {
        encoding: 'utf8',
        env: process.env,
      },
    );
    if (run.status !== 0) throw new Error(`${each}: ${run.stderr}`);
    process.stdout.write(run.stdout);
  }
}
