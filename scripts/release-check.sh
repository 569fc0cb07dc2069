#!/usr/bin/env bash
# CI check of the release, without Docker: the Dockerfile's steps on a clean clone of HEAD
# (scripts/release-build.sh), then a production start on its own PostgreSQL database, probes of
# live/ready/metrics, and a SIGTERM under kept-alive load that must reset no connection.
# Self-cleaning: its clone, database and server are removed whatever happens.
set -euo pipefail
cd "$(dirname "$0")/.."

PORT="${RELEASE_CHECK_PORT:-3149}"
PG="${RELEASE_CHECK_PG:-postgres://postgres@127.0.0.1:5432}"
DB="release_check_$$"
WORK="$(mktemp -d /tmp/prod-release-XXXXXX)"
TOKEN="$(head -c 32 /dev/urandom | base64)"
SERVER_PID=''
OTLP_PORT="${RELEASE_CHECK_OTLP_PORT:-3148}"
SINK_PID=''

cleanup() {
  [ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null || true
  [ -n "$SINK_PID" ] && kill "$SINK_PID" 2>/dev/null || true
  psql "$PG/postgres" -qc "drop database if exists $DB with (force)" >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

echo "release check on Node $(node --version): clean clone of $(git rev-parse --short HEAD) in $WORK"
git clone -q --no-hardlinks . "$WORK/shop"
cd "$WORK/shop"
# The Dockerfile's own steps on the clone's own install (npm ci from npm's cache): the prune
# happens there, so the caller's node_modules are never linked in or touched.
build_started=$(date +%s)
sh scripts/release-build.sh >"$WORK/build.log" 2>&1 || { tail -30 "$WORK/build.log"; exit 1; }
echo "release build (npm ci, build, prune) took $(($(date +%s) - build_started)) s"
for dev_only in tsx vite vitest esbuild; do
  if [ -e "node_modules/$dev_only" ]; then echo "dev dependency $dev_only survived the prune"; exit 1; fi
done

psql "$PG/postgres" -qc "create database $DB"
node scripts/otlp-sink.mjs "$OTLP_PORT" "$WORK/trace-exports" &
SINK_PID=$!
# The sink writes 0 once it is up: spans sent before that would be lost.
for _ in $(seq 1 60); do [ -s "$WORK/trace-exports" ] && break; sleep 0.25; done
PRODUCTION=(NODE_ENV=production PORT="$PORT" DATA_DIR="$WORK/data" DATABASE_URL="$PG/$DB"
  JWT_SECRET="$(head -c 48 /dev/urandom | base64)" ADMIN_EMAIL=owner@example.com
  ADMIN_PASSWORD=release-check-password PUBLIC_URL=https://shop.example.com
  WEBAUTHN_RP_ID=shop.example.com
  PAYMENTS_TEST_MODE=true METRICS_TOKEN="$TOKEN" SHUTDOWN_DELAY_SECONDS=2)
env OTEL_EXPORTER_OTLP_ENDPOINT="http://127.0.0.1:$OTLP_PORT" OTEL_BSP_SCHEDULE_DELAY=200 \
  "${PRODUCTION[@]}" npm start >"$WORK/server.log" 2>&1 &
SERVER_PID=$!

for _ in $(seq 1 60); do
  PORT=$PORT node scripts/healthcheck.mjs ready && break
  kill -0 "$SERVER_PID" 2>/dev/null || { cat "$WORK/server.log"; exit 1; }
  sleep 0.5
done
base="http://127.0.0.1:$PORT"
curl -fsS "$base/api/v1/health/live" && echo
curl -fsS "$base/api/v1/health/ready" && echo
curl -fsS -H "Authorization: Bearer $TOKEN" "$base/metrics" | grep -q '^http_request_duration_seconds_count'
[ "$(curl -s -o /dev/null -w '%{http_code}' "$base/metrics")" = 401 ]
curl -fsS "$base/api/v1/products" | grep -q '"data":\[\]' || { echo 'demo catalogue seeded'; exit 1; }
# Public pages are rendered on the server by the pruned release (decision 032).
curl -fsS "$base/warranty" | grep -q 'id="page-data"' || { echo 'pages not server-rendered'; exit 1; }
if pgrep -f "apps/server/src/main.ts|tsx" -P "$SERVER_PID" >/dev/null; then echo 'tsx at run time'; exit 1; fi
# The sink writes its count once it has one; on a busy machine the first batch can take seconds.
spans_exported() { [ "$(cat "$WORK/trace-exports" 2>/dev/null || true)" -gt 0 ] 2>/dev/null; }
for _ in $(seq 1 60); do
  spans_exported && break
  sleep 0.5
done
spans_exported || { echo 'no spans reached the OTLP endpoint in 30 s'; exit 1; }
echo 'probes ok: live, ready, metrics (401 without the token), no demo catalogue, spans exported'

node scripts/keepalive-load.mjs "$PORT" "$SERVER_PID"
started=$(date +%s)
wait "$SERVER_PID" && status=0 || status=$?
SERVER_PID=''
echo "server exited with $status $(($(date +%s) - started)) s after the load ended"
[ "$status" = 0 ] || { tail -20 "$WORK/server.log"; exit 1; }
grep -q '"msg":"stopped"' "$WORK/server.log"
if pgrep -f "$WORK/shop/apps/server" >/dev/null; then echo 'an orphaned server is still running'; exit 1; fi

# The data of a demo start (its demo admin) is refused by a production start, loudly (decision 042).
psql "$PG/$DB" -qc "insert into users (name, email, password_hash, role, staff_role)
  values ('Administrator', 'admin@clearspring.test', 'demo', 'admin', 'owner')"
if timeout 60 env "${PRODUCTION[@]}" npm start >"$WORK/demo.log" 2>&1; then
  echo 'a production start ran on the demo admin'; exit 1
fi
grep -q 'Refusing to start in production: this database was used by the demo' "$WORK/demo.log" ||
  { tail -20 "$WORK/demo.log"; exit 1; }
echo 'a production start refused the demo admin'
echo 'release check passed'
