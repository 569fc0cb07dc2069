// Builds the server into plain-JavaScript files run with `node`: apps/server/dist/main.js, and
// beside it the worker thread of the reminder sweep (reminder-sweep-worker.js, decision 059).
// Our own code (the server and @shop/contract) is bundled; every npm package stays external and
// is loaded from node_modules, so native and WASM packages (argon2, PGlite) work unchanged.
import { cp, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const server = join(root, 'apps/server');
// Same depth as src/ so paths resolved from import.meta.url (repo root, migrations) still hold.
const outDir = join(server, 'dist');

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@shop/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(outDir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: join(server, 'src/main.ts'),
    'reminder-sweep-worker': join(server, 'src/modules/reminders/reminder-sweep-worker.ts'),
  },
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
});
await cp(join(server, 'src/db/migrations'), join(outDir, 'migrations'), { recursive: true });
// Next to the bundle, where src/data/data-dir.ts points once bundled.
await cp(join(server, 'src/data/state-hardness.csv'), join(outDir, 'state-hardness.csv'));
process.stdout.write(`server built into ${outDir}\n`);
