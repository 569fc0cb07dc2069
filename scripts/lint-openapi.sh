#!/usr/bin/env bash
# Builds the app (on an empty in-memory PGlite), writes the OpenAPI document it serves at
# /api/docs/json to a temp file and lints it with Redocly's recommended rules, every warning
# counted as an error (recommended-strict): CI fails on a single warning.
set -euo pipefail
cd "$(dirname "$0")/.."
dir="$(mktemp -d /tmp/openapi-lint-XXXXXX)"
trap 'rm -rf "$dir"' EXIT
npx tsx apps/server/src/openapi/write-openapi.ts "$dir/openapi.json"
npx redocly lint "$dir/openapi.json" --extends recommended-strict --format stylish
