#!/bin/sh
# The release recipe, shared by the Dockerfile and CI (scripts/release-check.sh): install,
# build the web app and the server, then drop every development dependency (tsx, Vite, ...).
set -eu
cd "$(dirname "$0")/.."
npm ci --no-audit --no-fund --prefer-offline
npm run build
npm prune --omit=dev --no-audit --no-fund
