#!/bin/sh
# `npm start`. Development (the default): build the web app, run the TypeScript server through
# tsx. NODE_ENV=production: run the release that `npm run build` made with plain node, nothing
# built at start. `exec` leaves one process, so SIGTERM/SIGINT from npm, a supervisor or
# `docker stop` reaches the server itself.
set -e
cd "$(dirname "$0")/.."
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
  . scripts/node-memory.sh
  exec node "$@" apps/server/dist/main.js
fi
npm run build -w @shop/web
. scripts/node-memory.sh
exec node "$@" --import tsx apps/server/src/main.ts
