#!/bin/sh
# `npm start`. Development (the default): build the web app, run the TypeScript server through
# tsx. NODE_ENV=production: run the release that `npm run build` made with plain node, nothing
# built at start. `exec` leaves one process, so SIGTERM/SIGINT from npm, a supervisor or
# `docker stop` reaches the server itself.
set -e
cd "$(dirname "$0")/.."
# Memory (decision 083): a 1 GB heap limit, so V8 lets the heap grow 1.6-fold between full
# collections rather than fourfold; V8's young generation in semi-spaces of 8 MB (16 by
# default); one V8 helper thread (4 by default) and two malloc arenas (glibc's default: 8 per
# core), since what the helper threads had compiled or collected stayed resident in arenas of
# their own. An operator's own NODE_OPTIONS and MALLOC_ARENA_MAX come after these and win.
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
export NODE_OPTIONS="--max-old-space-size=1024 --max-semi-space-size=8 --v8-pool-size=1${NODE_OPTIONS:+ $NODE_OPTIONS}"
# Traces only when an OTLP endpoint is configured (docs/operations.md, Monitoring).
if [ -n "${OTEL_EXPORTER_OTLP_ENDPOINT:-}" ]; then
  export OTEL_SERVICE_NAME="${OTEL_SERVICE_NAME:-clearspring}"
  export OTEL_NODE_ENABLED_INSTRUMENTATIONS="${OTEL_NODE_ENABLED_INSTRUMENTATIONS:-http,fastify,pg,undici,pino}"
  export OTEL_NODE_RESOURCE_DETECTORS="${OTEL_NODE_RESOURCE_DETECTORS:-env,host,os,process}"
  set -- --import ./apps/server/otel-register.mjs
fi
if [ "$NODE_ENV" = production ]; then
  if [ ! -f apps/server/dist/main.js ] || [ ! -f apps/web/dist/index.html ]; then
    echo 'No release build found: run `npm run build` first.' >&2
    exit 1
  fi
  exec node "$@" apps/server/dist/main.js
fi
npm run build -w @shop/web
exec node "$@" --import tsx apps/server/src/main.ts
